import {
  contentApi,
  type ProductModelQuery,
  type ValidateGiftCampaignCodeRequest,
} from '@shop/shared-contracts';
import { productQueries } from '@shop/shared-contracts/react';
import { useMutation, useQuery } from '@tanstack/react-query';

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

/**
 * Checks a gift-campaign code for a variant (catalogue §4 redeem, §7). A mutation: it is asked
 * once per press, never cached or retried; the form explains a 400 (§8).
 */
export function useValidateGiftCode() {
  return useMutation({
    mutationFn: (request: ValidateGiftCampaignCodeRequest) =>
      contentApi.validateGiftCampaignCode(request),
  });
}
