import {
  DEFAULT_LANGUAGE,
  isLanguage,
  isUnprefixedAccepted,
  resolveDynamicRoute,
  splitLanguagePrefix,
  splitPath,
} from '@shop/shared-contracts';
import { Navigate, useLocation } from '@shop/shared-contracts/router';
import { RemotePage } from '../remotes/remote-page';
import { NotFoundPage } from './not-found-page';
import { useRouteSlugs } from './route-slugs';

/**
 * Every path no fixed route takes: a page of the route-slugs tables (static pages and, as later
 * issues add them, product groups, brands and products), otherwise the 404.
 */
export function DynamicRoute() {
  const { pathname, search, hash } = useLocation();
  // Prefix strategy `prefix`: a path without a language is the default language's page.
  const [first] = splitPath(pathname);
  if (!isUnprefixedAccepted() && !isLanguage(first)) {
    return <Navigate replace to={`/${DEFAULT_LANGUAGE}${pathname}${search}${hash}`} />;
  }
  return <DynamicRouteResolved />;
}

function DynamicRouteResolved() {
  const { pathname } = useLocation();
  const slugs = useRouteSlugs();
  if (slugs === undefined) return null;
  const resolved = slugs ? resolveDynamicRoute(pathname, slugs) : null;
  if (!resolved) return <NotFoundPage />;
  return (
    <RemotePage
      key={resolved.route.id}
      source={resolved.route.page}
      routeId={resolved.route.id}
      params={resolved.params}
      language={splitLanguagePrefix(pathname).language}
    />
  );
}
