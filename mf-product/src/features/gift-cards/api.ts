import type { GiftCardsQuery } from '@shop/shared-contracts';
import { productQueries } from '@shop/shared-contracts/react';
import { useQuery } from '@tanstack/react-query';

/** The gift card models with their price per euro of value (catalogue §5). */
export function useGiftCards(query: GiftCardsQuery) {
  return useQuery(productQueries.giftCards(query));
}
