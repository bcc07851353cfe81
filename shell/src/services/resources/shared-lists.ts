import { LANGUAGES, type Language, sharedKeys } from '@shop/shared-contracts';
import { sharedQueries } from '@shop/shared-contracts/react';
import { hashKey, isCancelledError, type QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import type { FatalError } from '../errors/fatal-error';

/** Platform §8: the lists whose failure is only logged; their readers render without them. */
const LOGGED_ONLY_LISTS = ['banners', 'brands'] as const;

/**
 * Platform §8: a failed banner or brand list is logged, whoever on the page read it, and nothing
 * more (its query is in the error state). Product groups and keyword popups are not handled
 * here: the error reaches their reader (`fetchQuery` rejects, `useQuery` has status `error`).
 * Returns the unsubscribe.
 */
export function logListFailures(queryClient: QueryClient): () => void {
  const loggedOnly = new Map(
    LANGUAGES.flatMap((language) =>
      LOGGED_ONLY_LISTS.map((list) => [hashKey(sharedKeys[list](language)), list] as const),
    ),
  );
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'error') return;
    const list = loggedOnly.get(event.query.queryHash);
    if (list && !isCancelledError(event.action.error)) {
      console.error(`Failed to fetch ${list}`, event.action.error);
    }
  });
}

/**
 * Platform §8: every page needs the resources, so the shell fetches them at start; a failure is
 * logged and shows the error page (500, 'Failed to fetch resources, try again later.').
 */
export async function loadResources(
  queryClient: QueryClient,
  language: Language,
  showErrorPage: (error: FatalError) => void,
): Promise<void> {
  try {
    await queryClient.fetchQuery(sharedQueries.resources(language));
  } catch (error) {
    console.error('Failed to fetch resources', error);
    showErrorPage({ status: 500, message: i18next.t('shell:error.resources') });
  }
}
