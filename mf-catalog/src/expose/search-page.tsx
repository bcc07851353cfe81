import type { PageProps } from '@shop/shared-contracts';
import { QueryView, useMessages, usePageViewed } from '@shop/shared-contracts/react';
import { useSearchParams } from '@shop/shared-contracts/router';
import { ProductList } from '../features/product-list/product-list';
import { useSearchSources } from '../features/search/api';
import { SearchResults } from '../features/search/search-results-view';
import { catalogMessages } from '../messages/catalog-messages';
import '../features/catalog.css';

/** `/search/?text=`: the categories and brands that match the shopper's words. */
export default function SearchPage({ language }: PageProps) {
  const { t } = useMessages(catalogMessages);
  const [searchParams] = useSearchParams();
  const text = searchParams.get('text')?.trim() ?? '';
  const sources = useSearchSources(language);
  usePageViewed(t('search.heading'), 'search-page');
  return (
    <div data-boundary="mf-catalog">
      <h1>{text ? t('search.title', { text }) : t('search.heading')}</h1>
      {text ? (
        <>
          <QueryView query={sources}>
            {({ groups, brands }) => (
              <SearchResults text={text} groups={groups} brands={brands} language={language} />
            )}
          </QueryView>
          <section aria-labelledby="search-products" data-testid="search-products">
            <h2 id="search-products">{t('search.products')}</h2>
            <ProductList
              request={{ source: 'Search', text }}
              language={language}
              tracking={{ kind: 'search', name: text }}
            />
          </section>
        </>
      ) : (
        <p>{t('search.empty')}</p>
      )}
    </div>
  );
}
