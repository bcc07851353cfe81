import { defineRemoteConfig } from '@shop/shared-contracts/federation';
import packageJson from './package.json' with { type: 'json' };

export default defineRemoteConfig({
  remote: 'mf-product',
  exposes: {
    './SkiWizardPage': './src/expose/ski-wizard-page.tsx',
    './ProductPage': './src/expose/product-page.tsx',
    './GiftCardsPage': './src/expose/gift-cards-page.tsx',
    './ShoeWizardPage': './src/expose/shoe-wizard-page.tsx',
  },
  dependencies: packageJson.dependencies,
  devPort: 3002,
});
