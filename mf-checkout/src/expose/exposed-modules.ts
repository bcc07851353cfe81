import type { ExposeLoaders } from '@shop/shared-contracts';

/** Checked against the contract map: a drifted module fails `tsc -b` here and in the shell. */
export const exposedModules = {
  './CartPage': () => import('./cart-page'),
  './CartBadge': () => import('./cart-badge'),
} satisfies ExposeLoaders<'mf-checkout'>;
