import { defineRemoteConfig } from '@shop/shared-contracts/federation';
import packageJson from './package.json' with { type: 'json' };

export default defineRemoteConfig({
  remote: 'mf-content',
  exposes: {
    './HomePage': './src/expose/home-page.tsx',
    './StaticPage': './src/expose/static-page.tsx',
    './TabbedStaticPage': './src/expose/tabbed-static-page.tsx',
  },
  dependencies: packageJson.dependencies,
  devPort: 3004,
});
