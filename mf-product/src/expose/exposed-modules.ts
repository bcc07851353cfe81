import type { ExposeLoaders } from '@shop/shared-contracts';

/** Checked against the contract map: a drifted module fails `tsc -b` here and in the shell. */
export const exposedModules = {
  './SkiWizardPage': () => import('./ski-wizard-page'),
  './ProductPage': () => import('./product-page'),
  './GiftCardsPage': () => import('./gift-cards-page'),
  './ShoeWizardPage': () => import('./shoe-wizard-page'),
} satisfies ExposeLoaders<'mf-product'>;
