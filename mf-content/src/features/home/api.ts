import type { Language } from '@shop/shared-contracts';
import { sharedQueries } from '@shop/shared-contracts/react';
import { useLoggedQuery } from '../../lib/use-logged-query';

/** The product groups the shell loads for its menu: read from its cache, never fetched twice. */
export const useProductGroups = (language: Language) =>
  useLoggedQuery(sharedQueries.productGroups(language));
