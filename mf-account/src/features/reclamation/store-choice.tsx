import type { Language, ResourcesResponse } from '@shop/shared-contracts';
import { useMessages } from '@shop/shared-contracts/react';
import { useId } from 'react';
import { accountMessages } from '../../lib/messages';
import { toStoreOptions } from './store-options';

/** Where the product was bought: the first question of the complaint form. */
export function StoreChoice({
  stores,
  language,
}: {
  readonly stores: ResourcesResponse['stores'];
  readonly language: Language;
}) {
  const { t } = useMessages(accountMessages);
  const id = useId();
  return (
    <p>
      <label htmlFor={id}>{t('reclamation.store')}</label>{' '}
      <select id={id} name="store" data-testid="reclamation-store">
        {toStoreOptions(stores, t('reclamation.web'), language).map((option) => (
          <option key={option.value} value={option.value} data-channel={option.channel}>
            {option.label}
          </option>
        ))}
      </select>
    </p>
  );
}
