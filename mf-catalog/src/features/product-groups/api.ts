import type { Language } from '@shop/shared-contracts';
import { sharedQueries } from '@shop/shared-contracts/react';
import { useQuery } from '@tanstack/react-query';

/** The product-group tree the shell has loaded for the page (its cache entry, no new request). */
export const useProductGroups = (lang: Language) => useQuery(sharedQueries.productGroups(lang));
