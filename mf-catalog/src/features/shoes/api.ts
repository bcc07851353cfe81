import type { Language, ProductGroupsResponse } from '@shop/shared-contracts';
import { sharedQueries } from '@shop/shared-contracts/react';
import { useQuery } from '@tanstack/react-query';
import { footwearWays } from './footwear-groups';

const selectFootwearWays = (data: ProductGroupsResponse) =>
  footwearWays(data.productGroups, data.wizardGroups?.footwear);

/** The ways into footwear, from the product-group tree the shell has loaded for the page. */
export const useFootwearWays = (lang: Language) =>
  useQuery({ ...sharedQueries.productGroups(lang), select: selectFootwearWays });
