import type { PageProps } from '@shop/shared-contracts';
import { QueryView, useMessages, usePageViewed } from '@shop/shared-contracts/react';
import { useStores } from '../features/stores/api';
import { StoreCard } from '../features/stores/store-card';
import { storesMessages } from '../messages/messages';
import '../features/content.css';

/** `/stores/`: every store to visit (not the web store or supplier stock). */
export default function StoresPage({ language }: PageProps) {
  const { t } = useMessages(storesMessages);
  const stores = useStores(language);
  usePageViewed(t('stores.title'), 'other');
  return (
    <div data-boundary="mf-content">
      <h1>{t('stores.title')}</h1>
      <p>{t('stores.intro')}</p>
      <QueryView query={stores}>
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
