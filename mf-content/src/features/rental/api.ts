import type { Language } from '@shop/shared-contracts';
import { contentQueries, sharedQueries } from '@shop/shared-contracts/react';
import { useLoggedQuery } from '../../lib/use-logged-query';

/** A rental content page, a static page under the shell's key. */
export const useRentalPage = (slug: string, language: Language) =>
  useLoggedQuery(sharedQueries.staticPage(slug, language));

/** The stores list of `/stores/` (same key), for the stores that hand out rentals. */
export const useRentalStores = (language: Language) =>
  useLoggedQuery(contentQueries.stores(language));
