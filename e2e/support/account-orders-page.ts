import type { Page } from '@playwright/test';
import { SESSION_COOKIE } from '@shop/shared-contracts';
import { expect } from './fixtures';
import { ShellPage } from './shell-page';

/** The demo customer of the seed (api/src/db/seed/customers.ts, orders.ts). */
export const DEMO_CUSTOMER = { email: 'asiakas@example.com', password: 'Outdoor2026!' };

/** mf-account's account page: order history, preferences, and the wishlist page. */
export class AccountOrdersPage {
  readonly shell: ShellPage;
  constructor(readonly page: Page) {
    this.shell = new ShellPage(page);
  }

  async logIn(language = 'en'): Promise<void> {
    await this.shell.open(`/${language}/accounts/login/`);
    await this.page.getByLabel('Email').fill(DEMO_CUSTOMER.email);
    await this.page.getByLabel('Password').fill(DEMO_CUSTOMER.password);
    await this.page.getByRole('button', { name: 'Log in' }).click();
    await expect(this.page.getByTestId('account-menu')).toContainText(DEMO_CUSTOMER.email);
  }

  orders = () => this.page.getByTestId('account-order');
  order = (orderNumber: string) =>
    this.page.locator(`[data-testid="account-order"][data-order-number="${orderNumber}"]`);
  wishlistItems = () => this.page.getByTestId('wishlist-item');

  /** The page's width in CSS pixels, scrolled content included. */
  scrollWidth(): Promise<number> {
    return this.page.evaluate(() => document.documentElement.scrollWidth);
  }

  /**
   * The login as an authorization header, made from the session cookie (which no script on the
   * page can read; the test reads it from the browser, decision 0020).
   */
  async authorization(): Promise<string> {
    const cookie = (await this.page.context().cookies()).find(
      ({ name }) => name === SESSION_COOKIE,
    );
    return cookie ? `Bearer ${cookie.value}` : '';
  }
}
