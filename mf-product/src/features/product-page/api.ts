import type { ProductModelQuery } from '@shop/shared-contracts';
import { productQueries } from '@shop/shared-contracts/react';
import { useQuery } from '@tanstack/react-query';

/**
 * The product model of a page, as `viewerId` sees it; nothing is asked while the route names no
 * product (`slug` null), which the page shows as not found.
 */
export function useProductModel(
  slug: string | null,
  query: ProductModelQuery,
  viewerId: number | null,
) {
  return useQuery({
    ...productQueries.model(slug ?? '', query, viewerId),
    enabled: slug !== null,
  });
}
