import type { Store } from '@shop/shared-contracts';
import { useMessages } from '@shop/shared-contracts/react';
import { storesMessages } from '../../messages/messages';

/** What the store offers online shoppers: order pickup and express pickup (pikanouto). */
export function StoreServices({ store }: { store: Store }) {
  const { t } = useMessages(storesMessages);
  const services = [
    store.type === 'outlet' && t('stores.outlet'),
    store.nouto && t('stores.pickup'),
    store.pikanouto && t('stores.expressPickup'),
  ].filter((service): service is string => Boolean(service));
  if (services.length === 0) return null;
  return (
    <ul className="cnt-badges" aria-label={t('stores.services')}>
      {services.map((service) => (
        <li key={service}>{service}</li>
      ))}
    </ul>
  );
}
