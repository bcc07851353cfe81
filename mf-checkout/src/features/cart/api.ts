import { type Language, offersStorePickup } from '@shop/shared-contracts';
import { checkoutQueries, sharedQueries } from '@shop/shared-contracts/react';
import { useQuery } from '@tanstack/react-query';
import { listPickupStores } from './pickup-stores';

/** The stores a shopper can collect from, read from the resources the shell has loaded. */
export const usePickupStores = (language: Language, { enabled = true } = {}) =>
  useQuery({
    ...sharedQueries.resources(language),
    select: (resources) => listPickupStores(resources, language),
    enabled,
  });

/**
 * Whether the delivery country has a store-pickup method (`GET /api/checkout/delivery-methods/`):
 * only then is collecting from our stores offered. Undefined until the market and its methods are
 * known.
 */
export const useStorePickup = (country: string | undefined, language: Language) =>
  useQuery({
    ...checkoutQueries.deliveryMethods((country ?? 'fi').toLowerCase(), language),
    enabled: country !== undefined,
    select: offersStorePickup,
  });
