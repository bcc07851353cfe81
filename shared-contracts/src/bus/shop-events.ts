import type { TrackedProduct } from '../analytics/tracked-products.js';
import type { LoginResponse } from '../api/customer.js';
import type { User } from '../auth/user.js';
import type { CartAddRequest, CartLine, CartRefusal } from '../cart/cart-line.js';
import type { Language } from '../market/languages.js';
import type { GeneralSettings } from '../settings/general-settings.js';
import { createEventBus, type ReplayPolicy } from './event-bus.js';

/** The market the shopper is in (platform §3 market config); written only by the shell. */
export interface MarketState {
  /** PENDING: the language's fallback market while init-config failed (platform §4, §8). */
  readonly status: 'PENDING' | 'DONE';
  readonly language: Language;
  readonly deliveryCountryCode: string;
  readonly deliveryCountryName: string;
  readonly currencyCode: string;
  readonly currencyRate: number;
  readonly taxAreaId: number;
  readonly isEuMember: boolean;
}

export type ToastKind = 'info' | 'success' | 'error';

/** A toast a remote asks the shell to show (platform §2: top-right, dismissible by click). */
export interface ToastRequest {
  readonly message: string;
  readonly kind: ToastKind;
  readonly dismissible?: boolean;
}

/** Page kinds named by the analytics events (platform §7). */
export type PageKind =
  | 'front-page'
  | 'category'
  | 'product'
  | 'campaign'
  | 'dynamic-page'
  | 'search-page'
  | 'shopping-cart'
  | 'payment-page'
  | 'order-complete'
  | 'other';

/** A page finished loading its data and knows its title. */
export interface PageViewed {
  readonly path: string;
  readonly title: string;
  readonly kind: PageKind;
}

/** Who is logged in (platform §4): loading until the customer call has answered. */
export interface AuthState {
  readonly isLoading: boolean;
  readonly user: User;
}

/** The shop's general settings (platform §3, §5) and the feature flags in effect (§4). */
export interface SettingsState {
  readonly settings: GeneralSettings;
  readonly featureFlags: Readonly<Record<string, boolean>>;
}

/** The logged-in customer's wishlist after a toggle, in saved order. */
export interface WishlistChange {
  readonly modelIds: readonly number[];
}

/** A product the shopper opened (platform §3 local storage state: viewed products, by path). */
export interface ViewedProduct {
  readonly path: string;
  /** The model's id, so the product card can be shown for it (lists kept before it lack it). */
  readonly modelId?: number;
  readonly name?: string;
  readonly imageUrl?: string;
}

/** What the header needs of the cart; written only by mf-checkout, the cart's owner. */
export interface CartSummary {
  /** The number of lines (issue 8: the mini-cart badge shows the line count). */
  readonly itemCount: number;
  /** The lines themselves; optional only because the 1.0 map had the count alone. */
  readonly lines?: readonly CartLine[];
  /**
   * Staff (catalogue §4): the source stores of the transfer request being put together, so a
   * product page's button reads 'Order from warehouse {store}'; absent when there is none.
   */
  readonly transferFromStoreIds?: readonly number[];
}

/**
 * Every event of the shop. Names are facts in the past tense (`market:changed`) or requests to
 * the owner ending in `-requested` (architecture rule 3).
 */
export interface ShopEvents {
  /** State, owner shell. */
  'market:changed': MarketState;
  /** State, owner shell. */
  'auth:changed': AuthState;
  /** State, owner shell. */
  'settings:changed': SettingsState;
  /** State, owner mf-checkout. */
  'cart:changed': CartSummary;
  /** Request to mf-checkout: add a line to the cart, or set a line's amount (platform §4). */
  'cart:add-requested': CartAddRequest;
  /** Request to mf-checkout: clear the checkout (platform §4: lines, codes, form and the rest). */
  'cart:clear-requested': undefined;
  /** Fact, emitted by mf-checkout when it refused a `cart:add-requested`. */
  'cart:add-refused': CartRefusal;
  /** Request to the shell: keep this new login's token as the session (e.g. from the login page). */
  'auth:session-requested': LoginResponse;
  /** Request to the shell: end the session. */
  'auth:logout-requested': undefined;
  /** Request to the shell. */
  'shell:toast-requested': ToastRequest;
  /** Fact, emitted by the remote rendering the page. */
  'page:viewed': PageViewed;
  /**
   * Fact, emitted by the remote whose button added a product to the cart (catalogue §7 internal
   * addToShoppingCart event), for the shop's own widgets and tags.
   */
  'product:added-to-cart': TrackedProduct;
  /** Fact, emitted by mf-product when a product page has loaded; the shell records it. */
  'product:viewed': ViewedProduct;
  /** State, owner shell: the viewed-products list, newest first, at most 60 (platform §9). */
  'viewed-products:changed': readonly ViewedProduct[];
  /**
   * Fact, emitted by the remote whose heart toggled a model on the logged-in customer's wishlist
   * (catalogue §4 Wishlist toggle): the whole list the api answered. The shell, the session's
   * owner, puts it in the user of `auth:changed`, so every heart on the page follows.
   */
  'wishlist:changed': WishlistChange;
}

/** Which events are state and replay their last value to late subscribers. */
export const SHOP_EVENT_REPLAY = {
  'market:changed': true,
  'auth:changed': true,
  'settings:changed': true,
  'cart:changed': true,
  'cart:add-requested': false,
  'cart:clear-requested': false,
  'cart:add-refused': false,
  'auth:session-requested': false,
  'auth:logout-requested': false,
  'shell:toast-requested': false,
  'page:viewed': false,
  'product:added-to-cart': false,
  'product:viewed': false,
  'viewed-products:changed': true,
  'wishlist:changed': false,
} as const satisfies ReplayPolicy<ShopEvents>;

/**
 * The one bus of the page. `@shop/shared-contracts` is a Module Federation singleton, so the
 * shell and every remote get this same instance.
 */
export const shopBus = createEventBus<ShopEvents>(SHOP_EVENT_REPLAY);
