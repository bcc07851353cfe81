import type { Language } from '@shop/shared-contracts';
import { sharedQueries } from '@shop/shared-contracts/react';
import { useLoggedQuery } from '../../lib/use-logged-query';

/** Platform §8: a failed tab list is logged here; the page then redirects to `/{slug}/`. */
export const useTabbedPage = (slug: string, language: Language) =>
  useLoggedQuery(sharedQueries.staticPageWithTabs(slug, language));
