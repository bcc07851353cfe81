import type { Language } from '../market/languages.js';
import type { PageModuleKey } from '../modules/exposed-modules.js';
import type { RemotePackage } from '../remotes/registry.js';
import * as ROUTES from './fixed-routes.js';

/** Localised path variants by language (platform §2: fi, sv, ru, de and fr). */
export type LocalizedPaths = Readonly<Partial<Record<Exclude<Language, 'en'>, string>>>;

/** The frames a page can sit in; the error screen brings its own. */
export type RouteLayout = 'default' | 'rentle';

/** Who renders a route: the shell itself or one remote's exposed page module. */
export type RouteOwner = 'shell' | RemotePackage;

interface RouteBase {
  readonly id: string;
  /**
   * Canonical pattern in react-router syntax (`:param`, a final `*` for the rest of the path),
   * without language prefix or trailing slash.
   */
  readonly path: string;
  /**
   * Platform §2: localised variants of the path for fi, sv, ru, de and fr. Links use the
   * variant of the current language; the canonical path stays valid in every language.
   */
  readonly localized?: LocalizedPaths;
  /** Platform §2 layouts: the default frame, or the bare one of the rental booking (`rentle`). */
  readonly layout?: RouteLayout;
}

/** A route rendered by a remote: `module` must be one the remote exposes (checked by tsc). */
export type RemoteRouteDefinition = {
  readonly [Remote in RemotePackage]: RouteBase & {
    readonly owner: Remote;
    readonly module: PageModuleKey<Remote>;
  };
}[RemotePackage];

/** One fixed route of platform §2. */
export type RouteDefinition = RemoteRouteDefinition | (RouteBase & { readonly owner: 'shell' });

/**
 * The fixed routes of platform §2, most specific first, each with its owner (architecture: who
 * owns what). The shell's router, the api's preload hints and the e2e page objects all read it.
 * The catch-all `/{slug...}` of §2 is the dynamic route table (`dynamic-routes.ts`).
 */
export const FIXED_ROUTES = [
  ROUTES.home,
  ROUTES.staticPage,
  ROUTES.staticPreview,
  ROUTES.staticWithTabsPreview,
  ROUTES.account,
  ROUTES.login,
  ROUTES.accountActivate,
  ROUTES.newsletterConfirm,
  ROUTES.joinClub,
  ROUTES.accountDelete,
  ROUTES.passwordResetConfirm,
  ROUTES.passwordReset,
  ROUTES.stopReminders,
  ROUTES.ask,
  ROUTES.reclamation,
  ROUTES.wishlist,
  ROUTES.history,
  ROUTES.campaign,
  ROUTES.catalog,
  ROUTES.search,
  ROUTES.brands,
  ROUTES.brandsAlias,
  ROUTES.newest,
  ROUTES.secondHand,
  ROUTES.productGroup,
  ROUTES.womensAndMensShoes,
  ROUTES.productNew,
  ROUTES.productOld,
  ROUTES.removedNewProductPage,
  ROUTES.giftCards,
  ROUTES.skiWizard,
  ROUTES.skiWizardSport,
  ROUTES.shoeWizard,
  ROUTES.checkout,
  ROUTES.checkoutClubInfo,
  ROUTES.checkoutPayment,
  ROUTES.payLaterConfirm,
  ROUTES.paymentOk,
  ROUTES.paymentCancelled,
  ROUTES.paymentError,
  ROUTES.paymentAddress,
  ROUTES.orderProcess,
  ROUTES.viewOrder,
  ROUTES.enterprise,
  ROUTES.corporateInfoForm,
  ROUTES.corporateNewsletter,
  ROUTES.forestNewsletter,
  ROUTES.experiencesProducts,
  ROUTES.experiences,
  ROUTES.faqQuestions,
  ROUTES.faq,
  ROUTES.giftCampaignCategory,
  ROUTES.blogPost,
  ROUTES.blogger,
  ROUTES.blog,
  ROUTES.bloggers,
  ROUTES.lifeOutdoorsPost,
  ROUTES.lifeOutdoors,
  ROUTES.rentalRentle,
  ROUTES.rental,
  ROUTES.responsibility,
  ROUTES.returns,
  ROUTES.pikanouto,
  ROUTES.store,
  ROUTES.stores,
  ROUTES.styleGuide,
  ROUTES.releases,
  ROUTES.menu,
  ROUTES.menuGroup,
] as const satisfies readonly RouteDefinition[];

export type FixedRouteId = (typeof FIXED_ROUTES)[number]['id'];

/** Every fixed route by its id in camel case (`ROUTES.staticPage` is `static-page`). */
export { ROUTES };
