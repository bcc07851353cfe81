import type { Language } from '@shop/shared-contracts';
import { checkoutQueries } from '@shop/shared-contracts/react';
import { useQuery } from '@tanstack/react-query';

/** Delivery methods offered in the delivery country, in display order. */
export const useDeliveryMethods = (country: string, language: Language) =>
  useQuery(checkoutQueries.deliveryMethods(country, language));
