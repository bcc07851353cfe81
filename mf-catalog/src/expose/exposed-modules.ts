import type { ExposeLoaders } from '@shop/shared-contracts';

/** Checked against the contract map: a drifted module fails `tsc -b` here and in the shell. */
export const exposedModules = {
  './CatalogPage': () => import('./catalog-page'),
  './BrandsPage': () => import('./brands-page'),
  './SearchPage': () => import('./search-page'),
  './ProductGroupPage': () => import('./product-group-page'),
  './ManufacturerPage': () => import('./manufacturer-page'),
  './CampaignPage': () => import('./campaign-page'),
  './NewestPage': () => import('./newest-page'),
  './SecondHandPage': () => import('./second-hand-page'),
  './ShoesLandingPage': () => import('./shoes-landing-page'),
  './ProductCard': () => import('./product-card'),
} satisfies ExposeLoaders<'mf-catalog'>;
