import type { Language } from '@shop/shared-contracts';
import { contentQueries } from '@shop/shared-contracts/react';
import { useLoggedQuery } from '../../lib/use-logged-query';

export const useStores = (language: Language) => useLoggedQuery(contentQueries.stores(language));

/** A 404 is platform §8's unknown store ('The store "{name}" does not exist.'). */
export const useStore = (slug: string, language: Language) =>
  useLoggedQuery(contentQueries.store(slug, language));
