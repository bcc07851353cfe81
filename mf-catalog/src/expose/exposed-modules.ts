import type { ExposeLoaders } from '@shop/shared-contracts';

/** Checked against the contract map: a drifted module fails `tsc -b` here and in the shell. */
export const exposedModules = {
  './CatalogPage': () => import('./catalog-page'),
  './BrandsPage': () => import('./brands-page'),
  './SearchPage': () => import('./search-page'),
} satisfies ExposeLoaders<'mf-catalog'>;
