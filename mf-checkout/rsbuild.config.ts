import { defineRemoteConfig } from '@shop/shared-contracts/federation';
import packageJson from './package.json' with { type: 'json' };

export default defineRemoteConfig({
  remote: 'mf-checkout',
  exposes: {
    './CartPage': './src/expose/cart-page.tsx',
    './CartBadge': './src/expose/cart-badge.tsx',
    './PaymentPage': './src/expose/payment-page.tsx',
    './ClubInfoPage': './src/expose/club-info-page.tsx',
    './PayLaterConfirmPage': './src/expose/pay-later-confirm-page.tsx',
    './OrderOutcomePage': './src/expose/order-outcome-page.tsx',
    './OrderProcessPage': './src/expose/order-process-page.tsx',
    './ViewOrderPage': './src/expose/view-order-page.tsx',
    './EnterpriseOrderPage': './src/expose/enterprise-order-page.tsx',
  },
  dependencies: packageJson.dependencies,
  devPort: 3003,
});
