import type { PageProps } from '@shop/shared-contracts';
import { QueryView, useApiQuery, usePageViewed } from '@shop/shared-contracts/react';
import { useTranslation } from 'react-i18next';
import { StoreDetails } from '../features/stores/store-details';
import { api } from '../lib/api';
import { CONTENT_NAMESPACE } from '../lib/messages';
import { isNotFound } from '../lib/not-found-error';
import { NotFoundMessage } from '../lib/not-found-message';
import '../features/content.css';

/** `/stores/{store}/`: one store; an unknown one gets the platform §8 message. */
export default function StorePage({ params, language }: PageProps) {
  const { t } = useTranslation(CONTENT_NAMESPACE);
  const slug = params.store ?? '';
  const store = useApiQuery(`store|${slug}|${language}`, (signal) =>
    api.store(slug, language, signal),
  );
  const notFound = isNotFound(store);
  usePageViewed(
    store.status === 'success' ? store.data.name : notFound ? t('stores.notFoundTitle') : undefined,
    'other',
  );
  if (notFound) {
    return <NotFoundMessage message={t('stores.notFound', { name: slug })} />;
  }
  return (
    <div data-boundary="mf-content">
      <QueryView state={store}>
        {(data) => <StoreDetails store={data} language={language} />}
      </QueryView>
    </div>
  );
}
