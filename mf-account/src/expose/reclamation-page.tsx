import type { PageProps } from '@shop/shared-contracts';
import { QueryView, useMessages, usePageViewed } from '@shop/shared-contracts/react';
import { useStores } from '../features/reclamation/api';
import { StoreChoice } from '../features/reclamation/store-choice';
import { accountMessages } from '../lib/messages';

/** `/reclamation/`: the complaint form starts from where the product was bought. */
export default function ReclamationPage({ language }: PageProps) {
  const { t } = useMessages(accountMessages);
  const stores = useStores(language);
  usePageViewed(t('reclamation.title'), 'other');
  return (
    <div data-boundary="mf-account">
      <h1>{t('reclamation.title')}</h1>
      <p>{t('reclamation.intro')}</p>
      <QueryView query={stores}>
        {(list) => <StoreChoice stores={list} language={language} />}
      </QueryView>
    </div>
  );
}
