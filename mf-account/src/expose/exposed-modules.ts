import type { ExposeLoaders } from '@shop/shared-contracts';

/** Checked against the contract map: a drifted module fails `tsc -b` here and in the shell. */
export const exposedModules = {
  './ReclamationPage': () => import('./reclamation-page'),
  './LoginPage': () => import('./login-page'),
  './AccountPage': () => import('./account-page'),
  './ActivateAccountPage': () => import('./activate-account-page'),
  './DeleteAccountPage': () => import('./delete-account-page'),
  './PasswordResetRequestPage': () => import('./password-reset-request-page'),
  './PasswordResetConfirmPage': () => import('./password-reset-confirm-page'),
  './StopRemindersPage': () => import('./stop-reminders-page'),
  './AskPage': () => import('./ask-page'),
  './WishlistPage': () => import('./wishlist-page'),
  './ViewedProductsPage': () => import('./viewed-products-page'),
  './JoinClubPage': () => import('./join-club-page'),
} satisfies ExposeLoaders<'mf-account'>;
