import type { PageProps } from '@shop/shared-contracts';
import { useMessages, usePageViewed } from '@shop/shared-contracts/react';
import { ProductList } from '../features/product-list/product-list';
import { catalogMessages } from '../messages/catalog-messages';
import '../features/catalog.css';

/** `/newest/`: the newest products of the range, newest first. */
export default function NewestPage({ language }: PageProps) {
  const { t } = useMessages(catalogMessages);
  usePageViewed(t('newest.title'), 'category');
  return (
    <div data-boundary="mf-catalog" data-testid="newest-page">
      <h1>{t('newest.title')}</h1>
      <p className="cat-lead">{t('newest.intro')}</p>
      <ProductList request={{ source: 'Newest' }} language={language} />
    </div>
  );
}
