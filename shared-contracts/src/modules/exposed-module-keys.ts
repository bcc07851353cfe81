import type { RemotePackage } from '../remotes/registry.js';
import type { ExposedModuleKey } from './exposed-modules.js';

/**
 * Every key each remote must expose, at runtime: the release gate refuses a build whose
 * manifest lacks one (issue 14), because the shell's routes and the other remotes load them.
 * tsc holds the lists to `ExposedModules` (exposed-module-keys.test-d.ts checks none is left
 * out).
 */
export const EXPOSED_MODULE_KEYS = {
  'mf-catalog': [
    './CatalogPage',
    './BrandsPage',
    './SearchPage',
    './ProductGroupPage',
    './ManufacturerPage',
    './CampaignPage',
    './NewestPage',
    './SecondHandPage',
    './ShoesLandingPage',
    './ProductCard',
  ],
  'mf-product': ['./SkiWizardPage', './ProductPage', './GiftCardsPage', './ShoeWizardPage'],
  'mf-checkout': [
    './CartPage',
    './CartBadge',
    './PaymentPage',
    './ClubInfoPage',
    './PayLaterConfirmPage',
    './OrderOutcomePage',
    './OrderProcessPage',
    './ViewOrderPage',
    './EnterpriseOrderPage',
  ],
  'mf-content': [
    './HomePage',
    './StaticPage',
    './TabbedStaticPage',
    './InfoPage',
    './StoresPage',
    './StorePage',
    './BlogPage',
    './FaqPage',
    './ExperiencesPage',
    './GiftCampaignCategoryPage',
    './CorporateFormPage',
    './NewsletterConfirmPage',
    './RentalPage',
  ],
  'mf-account': [
    './ReclamationPage',
    './LoginPage',
    './AccountPage',
    './ActivateAccountPage',
    './DeleteAccountPage',
    './PasswordResetRequestPage',
    './PasswordResetConfirmPage',
    './StopRemindersPage',
    './AskPage',
    './WishlistPage',
    './ViewedProductsPage',
    './JoinClubPage',
  ],
} as const satisfies { readonly [Remote in RemotePackage]: readonly ExposedModuleKey<Remote>[] };
