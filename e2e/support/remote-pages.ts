import type { Page } from '@playwright/test';

/** mf-catalog: the full catalogue and the brand index. */
export class CatalogRemote {
  constructor(readonly page: Page) {}
  root = () => this.page.locator('[data-boundary="mf-catalog"]');
  productGroups = () => this.page.getByTestId('product-group');
  brands = () => this.page.getByTestId('brand');
}

/** mf-product: the ski wizard. */
export class ProductRemote {
  constructor(readonly page: Page) {}
  root = () => this.page.locator('[data-boundary="mf-product"]');
  wizardSteps = () => this.page.getByTestId('wizard-step');
}

/** mf-checkout: the cart. */
export class CheckoutRemote {
  constructor(readonly page: Page) {}
  root = () => this.page.locator('[data-boundary="mf-checkout"]');
  pickupStores = () => this.page.getByTestId('pickup-store');
}

/** mf-content: front page and static pages. */
export class ContentRemote {
  constructor(readonly page: Page) {}
  root = () => this.page.locator('[data-boundary="mf-content"]');
  homeCategories = () => this.page.getByTestId('home-category');
  copyLinkButton = () => this.root().getByRole('button', { name: /copy link|kopioi linkki/i });
}

/** mf-account: the complaint form. */
export class AccountRemote {
  constructor(readonly page: Page) {}
  root = () => this.page.locator('[data-boundary="mf-account"]');
  storeSelect = () => this.page.getByTestId('reclamation-store');
}
