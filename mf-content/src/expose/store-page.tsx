import type { PageProps } from '@shop/shared-contracts';
import { QueryView, useMessages, usePageViewed } from '@shop/shared-contracts/react';
import { useStore } from '../features/stores/api';
import { StoreDetails } from '../features/stores/store-details';
import { isNotFound } from '../lib/not-found-error';
import { NotFoundMessage } from '../lib/not-found-message';
import { storesMessages } from '../messages/messages';
import '../features/content.css';

/** `/stores/{store}/`: one store; an unknown one gets the platform §8 message. */
export default function StorePage({ params, language }: PageProps) {
  const { t } = useMessages(storesMessages);
  const slug = params.store ?? '';
  const store = useStore(slug, language);
  const notFound = isNotFound(store.error);
  usePageViewed(store.data?.name ?? (notFound ? t('stores.notFoundTitle') : undefined), 'other');
  if (notFound) {
    return <NotFoundMessage message={t('stores.notFound', { name: slug })} />;
  }
  return (
    <div data-boundary="mf-content">
      <QueryView query={store}>
        {(data) => <StoreDetails store={data} language={language} />}
      </QueryView>
    </div>
  );
}
