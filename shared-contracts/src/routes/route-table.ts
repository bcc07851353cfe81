import type { RemotePackage } from '../remotes/registry.js';

/** Who renders a route: the shell itself or one remote's exposed page module. */
export type RouteOwner = 'shell' | RemotePackage;

/**
 * One fixed route of platform §2. `path` is the canonical pattern in react-router syntax
 * (`:param`, trailing `*` for the rest of the path), without language prefix or trailing slash.
 */
export interface RouteDefinition {
  readonly id: string;
  readonly path: string;
  readonly owner: RouteOwner;
  /** Exposed module (`./Name`) of the owning remote; absent for shell-owned routes. */
  readonly module?: string;
}

/**
 * The fixed routes, most specific first. Later issues extend this table; the shell's router,
 * the api's preload hints and the e2e page objects all read it.
 */
export const FIXED_ROUTES = [
  { id: 'home', path: '/', owner: 'mf-content', module: './HomePage' },
  { id: 'static-page', path: '/page/*', owner: 'mf-content', module: './StaticPage' },
  { id: 'catalog', path: '/catalog', owner: 'mf-catalog', module: './CatalogPage' },
  { id: 'brands', path: '/manufacturers', owner: 'mf-catalog', module: './BrandsPage' },
  { id: 'brands-alias', path: '/manufacturer', owner: 'mf-catalog', module: './BrandsPage' },
  { id: 'ski-wizard', path: '/ski-wizard', owner: 'mf-product', module: './SkiWizardPage' },
  { id: 'ski-wizard-sport', path: '/ski-wizard/:sport', owner: 'mf-product', module: './SkiWizardPage' },
  { id: 'checkout', path: '/checkout', owner: 'mf-checkout', module: './CartPage' },
  { id: 'reclamation', path: '/reclamation', owner: 'mf-account', module: './ReclamationPage' },
  { id: 'menu', path: '/menu', owner: 'shell' },
] as const satisfies readonly RouteDefinition[];

export type FixedRouteId = (typeof FIXED_ROUTES)[number]['id'];
