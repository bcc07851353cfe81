import { defineRemoteConfig } from '@shop/shared-contracts/federation';
import packageJson from './package.json' with { type: 'json' };

export default defineRemoteConfig({
  remote: 'mf-product',
  exposes: {
    './SkiWizardPage': './src/expose/ski-wizard-page.tsx',
  },
  dependencies: packageJson.dependencies,
  devPort: 3002,
});
