import { defineRemoteConfig } from '@shop/shared-contracts/federation';
import packageJson from './package.json' with { type: 'json' };

export default defineRemoteConfig({
  remote: 'mf-account',
  exposes: {
    './ReclamationPage': './src/expose/reclamation-page.tsx',
    './LoginPage': './src/expose/login-page.tsx',
  },
  dependencies: packageJson.dependencies,
  devPort: 3005,
});
