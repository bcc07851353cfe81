import type { ExposeLoaders } from '@shop/shared-contracts';

/** Checked against the contract map: a drifted module fails `tsc -b` here and in the shell. */
export const exposedModules = {
  './HomePage': () => import('./home-page'),
  './StaticPage': () => import('./static-page'),
  './TabbedStaticPage': () => import('./tabbed-static-page'),
  './InfoPage': () => import('./info-page'),
  './StoresPage': () => import('./stores-page'),
  './StorePage': () => import('./store-page'),
  './BlogPage': () => import('./blog-page'),
  './FaqPage': () => import('./faq-page'),
  './ExperiencesPage': () => import('./experiences-page'),
  './GiftCampaignCategoryPage': () => import('./gift-campaign-category-page'),
  './CorporateFormPage': () => import('./corporate-form-page'),
  './RentalPage': () => import('./rental-page'),
  './NewsletterConfirmPage': () => import('./newsletter-confirm-page'),
} satisfies ExposeLoaders<'mf-content'>;
