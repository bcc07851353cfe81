import type { Language, ProductModelListRequest } from '@shop/shared-contracts';
import { QueryView, useBusState } from '@shop/shared-contracts/react';
import { useProductList } from './api';
import { ProductGrid, type ProductGridProps } from './product-grid';

export interface ProductListProps extends Omit<ProductGridProps, 'cards' | 'language'> {
  /** The list's source; language and tax area are added from the page and the market. */
  readonly request: Omit<ProductModelListRequest, 'language' | 'taxAreaId'>;
  readonly language: Language;
  /** Catalogue §8: on group pages a failed list is logged and shown as an empty list. */
  readonly isEmptyOnError?: boolean;
}

/** Loads a product list for the market's tax area and shows it in the grid. */
export function ProductList({ request, language, isEmptyOnError, ...grid }: ProductListProps) {
  const taxAreaId = useBusState('market:changed')?.taxAreaId ?? 1;
  const fullRequest: ProductModelListRequest = { ...request, language, taxAreaId };
  const cards = useProductList(fullRequest);
  // A new list starts the grid again at its first page.
  const key = JSON.stringify(fullRequest);
  const isSearch = request.source === 'Search';
  if (cards.status === 'error' && isEmptyOnError) {
    return <ProductGrid key={key} cards={[]} language={language} {...grid} isSearch={isSearch} />;
  }
  return (
    <QueryView query={cards}>
      {(data) => (
        <ProductGrid key={key} cards={data} language={language} {...grid} isSearch={isSearch} />
      )}
    </QueryView>
  );
}
