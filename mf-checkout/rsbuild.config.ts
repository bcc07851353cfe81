import { defineRemoteConfig } from '@shop/shared-contracts/federation';
import packageJson from './package.json' with { type: 'json' };

export default defineRemoteConfig({
  remote: 'mf-checkout',
  exposes: {
    './CartPage': './src/expose/cart-page.tsx',
    './CartBadge': './src/expose/cart-badge.tsx',
  },
  dependencies: packageJson.dependencies,
  devPort: 3003,
});
