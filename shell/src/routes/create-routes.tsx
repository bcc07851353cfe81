import {
  FIXED_ROUTES,
  LANGUAGES,
  localisePath,
  type RemoteRouteDefinition,
  type RouteDefinition,
  routePatterns,
} from '@shop/shared-contracts';
import type { RouteObject } from 'react-router';
import { AppLayout } from '../layout/app-layout';
import { DynamicRoute } from './dynamic-route';
import { RouteElement } from './route-element';
import { RouteError } from './route-error';

const isRemoteRoute = (route: RouteDefinition): route is RemoteRouteDefinition =>
  route.owner !== 'shell';

/**
 * Every fixed route in every language: fi unprefixed, the others under `/{language}` (platform
 * §2), each rendered by its owning remote; anything else goes to the route-slugs tables.
 */
export function createRoutes(): RouteObject[] {
  const children: RouteObject[] = LANGUAGES.flatMap((language) =>
    (FIXED_ROUTES as readonly RouteDefinition[]).filter(isRemoteRoute).flatMap((route) =>
      routePatterns(route, language).map((pattern) => ({
        path: localisePath(pattern, language),
        element: <RouteElement route={route} language={language} />,
      })),
    ),
  );
  children.push({ path: '*', element: <DynamicRoute /> });
  return [{ element: <AppLayout />, errorElement: <RouteError />, children }];
}
