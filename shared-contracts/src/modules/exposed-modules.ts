import type { ComponentType } from 'react';
import type { ProductCard } from '../api/catalogue.js';
import type { Language } from '../market/languages.js';
import type { RemotePackage } from '../remotes/registry.js';

/** Props the shell gives every page module it mounts for a route. */
export interface PageProps {
  /** Id of the matched route in the route table. */
  readonly routeId: string;
  /** Path parameters; `*` holds the rest of a catch-all path. */
  readonly params: Readonly<Record<string, string>>;
  readonly language: Language;
}

/** A federated module whose default export is a page component. */
export interface PageModule {
  readonly default: ComponentType<PageProps>;
}

/** Props of a slot module: a piece of one remote the shell shows inside its own frame. */
export interface SlotProps {
  readonly language: Language;
}

/** A federated module whose default export fills a slot of the shell (e.g. the header). */
export interface SlotModule {
  readonly default: ComponentType<SlotProps>;
}

/** Props of mf-catalog's product card, the one card every remote shows products with. */
export interface ProductCardProps {
  readonly card: ProductCard;
  readonly language: Language;
  /** Catalogue §2: `sort=stars` shows the star rating. */
  readonly showStars?: boolean;
  /** A `color` query (comma separated) preselecting a colour. */
  readonly colorQuery?: string | null;
  /** Show the outlet price look whatever the card's ribbons say (outlet listings). */
  readonly forceOutlet?: boolean;
}

/** A federated module whose default export is a component with `Props`. */
export interface ComponentModule<Props> {
  readonly default: ComponentType<Props>;
}

/**
 * Every module the remotes expose, by remote and exposed key. The shell's loader and each
 * remote's `satisfies` check read this map, so `tsc -b` fails when either side drifts.
 */
export interface ExposedModules {
  'mf-catalog': {
    './CatalogPage': PageModule;
    './BrandsPage': PageModule;
    './SearchPage': PageModule;
    /** Navigation and product-group pages, `/{navigationSlug}/{subs...}/` and `/product-group/`. */
    './ProductGroupPage': PageModule;
    /** A brand's page, `/{manufacturerSlug}/`. */
    './ManufacturerPage': PageModule;
    /** `/campaigns/{campaignSlug}/`, club offers included. */
    './CampaignPage': PageModule;
    './NewestPage': PageModule;
    './SecondHandPage': PageModule;
    /** `/womens-and-mens-shoes/`: the way into the women's and men's footwear groups. */
    './ShoesLandingPage': PageModule;
    /** The product card, for every remote that lists products (wishlist, history, content). */
    './ProductCard': ComponentModule<ProductCardProps>;
  };
  'mf-product': {
    './SkiWizardPage': PageModule;
    /** Product pages: `/{manufacturerSlug}/{subs...}/`, `/old/...`, gift-campaign products. */
    './ProductPage': PageModule;
    './GiftCardsPage': PageModule;
    './ShoeWizardPage': PageModule;
  };
  'mf-checkout': {
    './CartPage': PageModule;
    /** The header's cart link with the item count; loaded on every page. */
    './CartBadge': SlotModule;
    './PaymentPage': PageModule;
    './ClubInfoPage': PageModule;
    /** `/checkout/{pay-later provider}/confirm/`. */
    './PayLaterConfirmPage': PageModule;
    /** `/order/payment_ok|payment_cancelled|payment_error|payment_address/{slug...}/`. */
    './OrderOutcomePage': PageModule;
    './OrderProcessPage': PageModule;
    './ViewOrderPage': PageModule;
    './EnterpriseOrderPage': PageModule;
  };
  'mf-content': {
    './HomePage': PageModule;
    './StaticPage': PageModule;
    './TabbedStaticPage': PageModule;
    /** Info pages backed by a static page of a fixed slug (`/returns/`, `/pikanouto/`, ...). */
    './InfoPage': PageModule;
    './StoresPage': PageModule;
    './StorePage': PageModule;
    /** The life-outdoors area: front, posts, blog list and posts, bloggers. */
    './BlogPage': PageModule;
    './FaqPage': PageModule;
    './ExperiencesPage': PageModule;
    './GiftCampaignCategoryPage': PageModule;
    /** Corporate info form and the corporate and forest newsletters. */
    './CorporateFormPage': PageModule;
    './NewsletterConfirmPage': PageModule;
    './RentalPage': PageModule;
  };
  'mf-account': {
    './ReclamationPage': PageModule;
    './LoginPage': PageModule;
    './AccountPage': PageModule;
    './ActivateAccountPage': PageModule;
    './DeleteAccountPage': PageModule;
    './PasswordResetRequestPage': PageModule;
    './PasswordResetConfirmPage': PageModule;
    './StopRemindersPage': PageModule;
    './AskPage': PageModule;
    './WishlistPage': PageModule;
    /** `/history/`: the shopper's viewed products. */
    './ViewedProductsPage': PageModule;
    /** `/join/`: the club sign-up form (issue 12). */
    './JoinClubPage': PageModule;
  };
}

export type ExposedModuleKey<Remote extends RemotePackage> = keyof ExposedModules[Remote] & string;

/** Exposed keys of a remote whose module is a page, the only kind a route may name. */
export type PageModuleKey<Remote extends RemotePackage> = {
  [Key in ExposedModuleKey<Remote>]: ExposedModules[Remote][Key] extends PageModule ? Key : never;
}[ExposedModuleKey<Remote>];

/** What a remote's build config must list: every exposed key mapped to its source file. */
export type ExposeConfig<Remote extends RemotePackage> = {
  readonly [Key in ExposedModuleKey<Remote>]: string;
};

/** What a remote's contract check must provide: a loader of the right type for every key. */
export type ExposeLoaders<Remote extends RemotePackage> = {
  readonly [Key in ExposedModuleKey<Remote>]: () => Promise<ExposedModules[Remote][Key]>;
};
