import type { Page } from '@playwright/test';

/** mf-catalog: the full catalogue and the brand index. */
export class CatalogRemote {
  constructor(readonly page: Page) {}
  root = () => this.page.locator('main [data-boundary="mf-catalog"]');
  productGroups = () => this.page.getByTestId('product-group');
  brands = () => this.page.getByTestId('brand');
}

/** mf-product: the ski wizard. */
export class ProductRemote {
  constructor(readonly page: Page) {}
  root = () => this.page.locator('main [data-boundary="mf-product"]');
  wizardSteps = () => this.page.getByTestId('wizard-step');
  /** The ski wizard step's products, or the one of a model. */
  wizardProducts = () => this.root().getByTestId('wizard-products').getByTestId('wizard-product');
  wizardProduct = (modelId: number) =>
    this.root().locator(`[data-testid="wizard-product"][data-model-id="${modelId}"]`);
  /** The chosen products of the ski wizard's selection. */
  wizardChosen = () => this.root().getByTestId('wizard-selection').getByTestId('wizard-chosen');
}

/** mf-checkout: the cart. */
export class CheckoutRemote {
  constructor(readonly page: Page) {}
  root = () => this.page.locator('main [data-boundary="mf-checkout"]');
  pickupStores = () => this.page.getByTestId('pickup-store');
  /** The cart's empty state, which every market shows (store pickup only where it exists). */
  emptyCart = () => this.root().getByTestId('cart-empty');
}

/** mf-content: front page and static pages. */
export class ContentRemote {
  constructor(readonly page: Page) {}
  root = () => this.page.locator('main [data-boundary="mf-content"]');
  homeCategories = () => this.page.getByTestId('home-category');
  /** The front page's image banners, in display order. */
  homeBanners = () => this.page.getByTestId('home-banner');
  /** The front page's featured products (newest and campaign rows). */
  homeProducts = () => this.page.getByTestId('home-product');
  copyLinkButton = () => this.root().getByRole('button', { name: /copy link|kopioi linkki/i });
  /** A tabbed page's tab bar, named in every shop language (platform §2). */
  tabBar = () =>
    this.root().getByRole('navigation', {
      name: /page sections|sivun osiot|sidans avsnitt|seitenbereiche|sections de la page|разделы/i,
    });
  /** The page's tabs; the nested tabs of the active tab are the bar's second list. */
  tabs = () => this.tabBar().getByRole('list').first().getByRole('link');
  nestedTabs = () => this.tabBar().getByRole('list').nth(1).getByRole('link');
  currentTab = () => this.tabBar().locator('a[aria-current="page"]');
  tabContent = () => this.page.getByTestId('tab-content');
}

/** mf-account: the complaint form. */
export class AccountRemote {
  constructor(readonly page: Page) {}
  root = () => this.page.locator('main [data-boundary="mf-account"]');
  storeSelect = () => this.page.getByTestId('reclamation-store');
}
