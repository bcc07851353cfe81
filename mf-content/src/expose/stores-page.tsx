import type { PageProps } from '@shop/shared-contracts';
import { QueryView, useApiQuery, usePageViewed } from '@shop/shared-contracts/react';
import { useTranslation } from 'react-i18next';
import { StoreCard } from '../features/stores/store-card';
import { api } from '../lib/api';
import { CONTENT_NAMESPACE } from '../lib/messages';
import '../features/content.css';

/** `/stores/`: every store to visit (not the web store or supplier stock). */
export default function StoresPage({ language }: PageProps) {
  const { t } = useTranslation(CONTENT_NAMESPACE);
  const stores = useApiQuery(`stores|${language}`, (signal) => api.stores(language, signal));
  usePageViewed(t('stores.title'), 'other');
  return (
    <div data-boundary="mf-content">
      <h1>{t('stores.title')}</h1>
      <p>{t('stores.intro')}</p>
      <QueryView state={stores}>
        {(data) => (
          <ul className="cnt-card-grid" data-testid="store-list">
            {data.stores.map((store) => (
              <StoreCard key={store.slug} store={store} language={language} />
            ))}
          </ul>
        )}
      </QueryView>
    </div>
  );
}
