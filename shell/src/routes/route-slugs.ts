import type { RouteSlugsResponse } from '@shop/shared-contracts';
import { api } from '../services/api';

let slugs: Promise<RouteSlugsResponse | null> | undefined;

/**
 * The slugs dynamic routes are made of, read once at start (platform §2). If the call fails
 * it is logged and no dynamic route exists (§8): those paths are 404s.
 */
export function loadRouteSlugs(): Promise<RouteSlugsResponse | null> {
  slugs ??= api.routeSlugs().catch((error: unknown) => {
    console.error('Route slugs could not be loaded; dynamic routes are not added', error);
    return null;
  });
  return slugs;
}
