import { defineRemoteConfig } from '@shop/shared-contracts/federation';
import packageJson from './package.json' with { type: 'json' };

export default defineRemoteConfig({
  remote: 'mf-catalog',
  exposes: {
    './CatalogPage': './src/expose/catalog-page.tsx',
    './BrandsPage': './src/expose/brands-page.tsx',
    './SearchPage': './src/expose/search-page.tsx',
  },
  dependencies: packageJson.dependencies,
  devPort: 3001,
});
