import type { Store } from '@shop/shared-contracts';
import { useTranslation } from 'react-i18next';
import { CONTENT_NAMESPACE } from '../../lib/messages';

/** What the store offers online shoppers: order pickup and express pickup (pikanouto). */
export function StoreServices({ store }: { store: Store }) {
  const { t } = useTranslation(CONTENT_NAMESPACE);
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
