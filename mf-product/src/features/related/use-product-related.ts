import { type Language, type ProductModel, productApi, productKeys } from '@shop/shared-contracts';
import { currentRenderHead } from '@shop/shared-contracts/bus';
import { useBusState } from '@shop/shared-contracts/react';
import { useQuery } from '@tanstack/react-query';

/**
 * The model's related data (`GET /api/product/extra/?type=2`, catalogue §7): bundles,
 * recommendations, also-bought products and size guides. Read in the browser only: it is below
 * the fold or behind a button, so the server's answer does not wait for it; a failure is
 * logged and the sections stay away ('#2664' in catalogue §8 is the page's to show).
 */
export function useProductRelated(model: ProductModel, language: Language) {
  const market = useBusState('market:changed');
  const query = {
    slug: model.slug,
    'delivery-country-code': market?.deliveryCountryCode ?? 'fi',
    type: 2 as const,
    group: model.mainGroup.path,
    lang: language,
    taxAreaId: market?.taxAreaId ?? 1,
  };
  return useQuery({
    queryKey: productKeys.extra(query),
    queryFn: ({ signal }) => productApi.productExtra(query, signal),
    // Not while the server renders the page (it has a render head; the browser has none).
    enabled: currentRenderHead() === null && market !== undefined,
    staleTime: 5 * 60 * 1000,
  });
}
