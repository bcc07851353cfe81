import type { Language } from '@shop/shared-contracts';
import { catalogueQueries } from '@shop/shared-contracts/react';
import { useQuery } from '@tanstack/react-query';

/** The group at `path` (first element of the api's list); nothing is asked for an empty path. */
export const useProductGroup = (path: string, lang: Language) =>
  useQuery({ ...catalogueQueries.productGroup(path, lang), enabled: path !== '' });
