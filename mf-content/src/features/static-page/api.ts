import type { Language } from '@shop/shared-contracts';
import { sharedQueries } from '@shop/shared-contracts/react';
import { useLoggedQuery } from '../../lib/use-logged-query';

/** The shell's key: a page it has loaded is read from its cache. */
export const useStaticPage = (slug: string, language: Language) =>
  useLoggedQuery(sharedQueries.staticPage(slug, language));
