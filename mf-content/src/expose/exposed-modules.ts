import type { ExposeLoaders } from '@shop/shared-contracts';

/** Checked against the contract map: a drifted module fails `tsc -b` here and in the shell. */
export const exposedModules = {
  './HomePage': () => import('./home-page'),
  './StaticPage': () => import('./static-page'),
  './TabbedStaticPage': () => import('./tabbed-static-page'),
} satisfies ExposeLoaders<'mf-content'>;
