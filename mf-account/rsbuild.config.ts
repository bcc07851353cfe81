import { defineRemoteConfig } from '@shop/shared-contracts/federation';
import packageJson from './package.json' with { type: 'json' };

export default defineRemoteConfig({
  remote: 'mf-account',
  exposes: {
    './ReclamationPage': './src/expose/reclamation-page.tsx',
    './LoginPage': './src/expose/login-page.tsx',
    './AccountPage': './src/expose/account-page.tsx',
    './ActivateAccountPage': './src/expose/activate-account-page.tsx',
    './DeleteAccountPage': './src/expose/delete-account-page.tsx',
    './PasswordResetRequestPage': './src/expose/password-reset-request-page.tsx',
    './PasswordResetConfirmPage': './src/expose/password-reset-confirm-page.tsx',
    './StopRemindersPage': './src/expose/stop-reminders-page.tsx',
    './AskPage': './src/expose/ask-page.tsx',
    './WishlistPage': './src/expose/wishlist-page.tsx',
    './ViewedProductsPage': './src/expose/viewed-products-page.tsx',
    './JoinClubPage': './src/expose/join-club-page.tsx',
  },
  dependencies: packageJson.dependencies,
  devPort: 3005,
});
