import type { PageProps } from '@shop/shared-contracts';
import { useMessages, usePageViewed } from '@shop/shared-contracts/react';
import { ProductList } from '../features/product-list/product-list';
import { catalogMessages } from '../messages/catalog-messages';
import '../features/catalog.css';

/** `/second-hand/`: the second-hand models, newest first. */
export default function SecondHandPage({ language }: PageProps) {
  const { t } = useMessages(catalogMessages);
  usePageViewed(t('secondHand.title'), 'category');
  return (
    <div data-boundary="mf-catalog" data-testid="second-hand-page">
      <h1>{t('secondHand.title')}</h1>
      <p className="cat-lead">{t('secondHand.intro')}</p>
      <ProductList request={{ source: 'SecondHand' }} language={language} />
    </div>
  );
}
