import type { Language, RemoteRouteDefinition } from '@shop/shared-contracts';
import { useParams } from '@shop/shared-contracts/router';
import { RemotePage } from '../remotes/remote-page';

/** Renders a fixed route: the owning remote's page module with the route's params. */
export function RouteElement({
  route,
  language,
}: {
  readonly route: RemoteRouteDefinition;
  readonly language: Language;
}) {
  const params = useParams();
  const defined = Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return (
    <RemotePage
      // A new route is a new page: it must not inherit another page's failure or retries.
      key={route.id}
      source={route}
      routeId={route.id}
      params={defined}
      language={language}
    />
  );
}
