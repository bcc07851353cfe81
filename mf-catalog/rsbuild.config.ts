import { defineRemoteConfig } from '@shop/shared-contracts/federation';
import packageJson from './package.json' with { type: 'json' };

export default defineRemoteConfig({
  remote: 'mf-catalog',
  exposes: {
    './CatalogPage': './src/expose/catalog-page.tsx',
    './BrandsPage': './src/expose/brands-page.tsx',
    './SearchPage': './src/expose/search-page.tsx',
    './ProductGroupPage': './src/expose/product-group-page.tsx',
    './ManufacturerPage': './src/expose/manufacturer-page.tsx',
    './CampaignPage': './src/expose/campaign-page.tsx',
    './NewestPage': './src/expose/newest-page.tsx',
    './SecondHandPage': './src/expose/second-hand-page.tsx',
    './ShoesLandingPage': './src/expose/shoes-landing-page.tsx',
    './ProductCard': './src/expose/product-card.tsx',
  },
  dependencies: packageJson.dependencies,
  devPort: 3001,
});
