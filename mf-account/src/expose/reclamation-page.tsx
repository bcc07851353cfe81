import type { PageProps } from '@shop/shared-contracts';
import { QueryView, useApiQuery, usePageViewed } from '@shop/shared-contracts/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toStoreOptions } from '../features/reclamation/store-options';
import { api } from '../lib/api';
import { ACCOUNT_NAMESPACE } from '../lib/messages';

/** `/reclamation/`: the complaint form starts from where the product was bought. */
export default function ReclamationPage({ language }: PageProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const storeFieldId = useId();
  const resources = useApiQuery(`resources|${language}`, (signal) =>
    api.resources(language, signal),
  );
  usePageViewed(t('reclamation.title'), 'other');
  return (
    <div data-boundary="mf-account">
      <h1>{t('reclamation.title')}</h1>
      <p>{t('reclamation.intro')}</p>
      <QueryView state={resources}>
        {({ stores }) => (
          <p>
            <label htmlFor={storeFieldId}>{t('reclamation.store')}</label>{' '}
            <select id={storeFieldId} name="store" data-testid="reclamation-store">
              {toStoreOptions(stores, t('reclamation.web'), language).map((option) => (
                <option key={option.value} value={option.value} data-channel={option.channel}>
                  {option.label}
                </option>
              ))}
            </select>
          </p>
        )}
      </QueryView>
    </div>
  );
}
