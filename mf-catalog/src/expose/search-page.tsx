import type { PageProps } from '@shop/shared-contracts';
import { QueryView, useApiQuery, usePageViewed } from '@shop/shared-contracts/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ProductList } from '../features/product-list/product-list';
import { SearchResults } from '../features/search/search-results-view';
import { api } from '../lib/api';
import { CATALOG_NAMESPACE } from '../lib/messages';
import '../features/catalog.css';

/** `/search/?text=`: the categories and brands that match the shopper's words. */
export default function SearchPage({ language }: PageProps) {
  const { t } = useTranslation(CATALOG_NAMESPACE);
  const [searchParams] = useSearchParams();
  const text = searchParams.get('text')?.trim() ?? '';
  const data = useApiQuery(`search|${language}`, async (signal) => {
    const [groups, resources] = await Promise.all([
      api.productGroups(language, signal),
      api.resources(language, signal),
    ]);
    return { groups: groups.productGroups, brands: resources.manufacturers };
  });
  usePageViewed(t('search.heading'), 'search-page');
  return (
    <div data-boundary="mf-catalog">
      <h1>{text ? t('search.title', { text }) : t('search.heading')}</h1>
      {text ? (
        <>
          <QueryView state={data}>
            {({ groups, brands }) => (
              <SearchResults text={text} groups={groups} brands={brands} language={language} />
            )}
          </QueryView>
          <section aria-labelledby="search-products" data-testid="search-products">
            <h2 id="search-products">{t('search.products')}</h2>
            <ProductList request={{ source: 'Search', text }} language={language} />
          </section>
        </>
      ) : (
        <p>{t('search.empty')}</p>
      )}
    </div>
  );
}
