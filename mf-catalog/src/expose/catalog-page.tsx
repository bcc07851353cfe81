import type { PageProps } from '@shop/shared-contracts';
import { QueryView, useApiQuery, usePageViewed } from '@shop/shared-contracts/react';
import { useTranslation } from 'react-i18next';
import { ProductGroupTree } from '../features/product-groups/product-group-tree';
import { api } from '../lib/api';
import { CATALOG_NAMESPACE } from '../lib/messages';
import '../features/catalog.css';

/** `/catalog/`: the full catalogue, every product group in the tree. */
export default function CatalogPage({ language }: PageProps) {
  const { t } = useTranslation(CATALOG_NAMESPACE);
  const groups = useApiQuery(`product-groups|${language}`, (signal) =>
    api.productGroups(language, signal),
  );
  usePageViewed(t('catalog.title'), 'category');
  return (
    <div data-boundary="mf-catalog">
      <h1>{t('catalog.title')}</h1>
      <QueryView state={groups}>
        {(data) => <ProductGroupTree groups={data.productGroups} language={language} />}
      </QueryView>
    </div>
  );
}
