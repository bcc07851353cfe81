import { defineRemoteConfig } from '@shop/shared-contracts/federation';
import packageJson from './package.json' with { type: 'json' };

export default defineRemoteConfig({
  remote: 'mf-content',
  exposes: {
    './HomePage': './src/expose/home-page.tsx',
    './StaticPage': './src/expose/static-page.tsx',
    './TabbedStaticPage': './src/expose/tabbed-static-page.tsx',
    './InfoPage': './src/expose/info-page.tsx',
    './StoresPage': './src/expose/stores-page.tsx',
    './StorePage': './src/expose/store-page.tsx',
    './BlogPage': './src/expose/blog-page.tsx',
    './FaqPage': './src/expose/faq-page.tsx',
    './ExperiencesPage': './src/expose/experiences-page.tsx',
    './GiftCampaignCategoryPage': './src/expose/gift-campaign-category-page.tsx',
    './CorporateFormPage': './src/expose/corporate-form-page.tsx',
    './RentalPage': './src/expose/rental-page.tsx',
    './NewsletterConfirmPage': './src/expose/newsletter-confirm-page.tsx',
  },
  dependencies: packageJson.dependencies,
  devPort: 3004,
});
