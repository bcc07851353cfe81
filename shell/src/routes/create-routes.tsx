import {
  FIXED_ROUTES,
  LANGUAGES,
  localisePath,
  type RemoteRouteDefinition,
  type RouteDefinition,
} from '@shop/shared-contracts';
import type { RouteObject } from 'react-router';
import { AppLayout } from '../layout/app-layout';
import { NotFoundPage } from './not-found-page';
import { RouteElement } from './route-element';

const isRemoteRoute = (route: RouteDefinition): route is RemoteRouteDefinition =>
  route.owner !== 'shell';

/**
 * Every fixed route in every language: fi unprefixed, the others under `/{language}` (platform
 * §2), each rendered by its owning remote; anything else is the shell's 404.
 */
export function createRoutes(): RouteObject[] {
  const children: RouteObject[] = LANGUAGES.flatMap((language) =>
    (FIXED_ROUTES as readonly RouteDefinition[]).filter(isRemoteRoute).map((route) => ({
      path: localisePath(route.path, language),
      element: <RouteElement route={route} language={language} />,
    })),
  );
  children.push({ path: '*', element: <NotFoundPage /> });
  return [{ element: <AppLayout />, children }];
}
