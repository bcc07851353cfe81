import { DEFAULT_TAX_AREA_ID, type Language } from '@shop/shared-contracts';
import { accountQueries, useBusState } from '@shop/shared-contracts/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/**
 * Models as product cards priced for the shopper's market; no request when there are none. While
 * a changed list loads, the previous cards stay (a removed wishlist item must not blank the page).
 */
export function useModelCards(ids: readonly number[], language: Language) {
  const taxAreaId = useBusState('market:changed')?.taxAreaId ?? DEFAULT_TAX_AREA_ID;
  return useQuery({
    ...accountQueries.modelCards(ids, language, taxAreaId),
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
  });
}
