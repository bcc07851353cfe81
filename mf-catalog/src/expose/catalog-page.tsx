import type { PageProps } from '@shop/shared-contracts';
import { QueryView, useMessages, usePageViewed } from '@shop/shared-contracts/react';
import { useProductGroups } from '../features/product-groups/api';
import { ProductGroupTree } from '../features/product-groups/product-group-tree';
import { catalogMessages } from '../messages/catalog-messages';
import '../features/catalog.css';

/** `/catalog/`: the full catalogue, every product group in the tree. */
export default function CatalogPage({ language }: PageProps) {
  const { t } = useMessages(catalogMessages);
  const groups = useProductGroups(language);
  usePageViewed(t('catalog.title'), 'category');
  return (
    <div data-boundary="mf-catalog">
      <h1>{t('catalog.title')}</h1>
      <QueryView query={groups}>
        {(data) => <ProductGroupTree groups={data.productGroups} language={language} />}
      </QueryView>
    </div>
  );
}
