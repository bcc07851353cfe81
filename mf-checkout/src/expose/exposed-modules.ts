import type { ExposeLoaders } from '@shop/shared-contracts';

/** Checked against the contract map: a drifted module fails `tsc -b` here and in the shell. */
export const exposedModules = {
  './CartPage': () => import('./cart-page'),
  './CartBadge': () => import('./cart-badge'),
  './PaymentPage': () => import('./payment-page'),
  './ClubInfoPage': () => import('./club-info-page'),
  './PayLaterConfirmPage': () => import('./pay-later-confirm-page'),
  './OrderOutcomePage': () => import('./order-outcome-page'),
  './OrderProcessPage': () => import('./order-process-page'),
  './ViewOrderPage': () => import('./view-order-page'),
  './EnterpriseOrderPage': () => import('./enterprise-order-page'),
} satisfies ExposeLoaders<'mf-checkout'>;
