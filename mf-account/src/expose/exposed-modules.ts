import type { ExposeLoaders } from '@shop/shared-contracts';

/** Checked against the contract map: a drifted module fails `tsc -b` here and in the shell. */
export const exposedModules = {
  './ReclamationPage': () => import('./reclamation-page'),
  './LoginPage': () => import('./login-page'),
} satisfies ExposeLoaders<'mf-account'>;
