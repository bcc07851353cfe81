import type { Store } from '@shop/shared-contracts';
import { useMessages } from '@shop/shared-contracts/react';
import { storesMessages } from '../../messages/messages';
import { formatHours } from './store-hours';

/** The store's opening hours by day kind; a day marked `-` reads as closed. */
export function OpeningHours({ hours }: { hours: Store['openingHours'] }) {
  const { t } = useMessages(storesMessages);
  const rows = [
    ['stores.weekdays', hours.weekdays],
    ['stores.saturday', hours.saturday],
    ['stores.sunday', hours.sunday],
  ] as const;
  return (
    <dl className="cnt-hours" data-testid="store-hours">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{t(label)}</dt>
          <dd>{formatHours(value) ?? t('stores.closed')}</dd>
        </div>
      ))}
    </dl>
  );
}
