import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The shell's frame: header navigation, toasts, remote fallbacks. */
export class ShellPage {
  constructor(readonly page: Page) {}

  async open(path = '/'): Promise<void> {
    await this.page.goto(path);
    await expect(this.page.locator('header.shell-header')).toBeVisible();
    // The server's markup shows before the browser takes it over: wait until buttons work.
    await expect(this.page.locator('html[data-shop-interactive]')).toBeAttached();
  }

  nav(name: string | RegExp) {
    return this.page
      .getByRole('navigation', { name: /main navigation|päänavigaatio/i })
      .getByRole('link', { name });
  }

  /** Marks the window so a later check can tell a client-side navigation from a reload. */
  async markDocument(): Promise<void> {
    await this.page.evaluate(() => {
      (window as unknown as { __shopMarker?: number }).__shopMarker = 42;
    });
  }

  async expectSameDocument(): Promise<void> {
    const marker = await this.page.evaluate(
      () => (window as unknown as { __shopMarker?: number }).__shopMarker,
    );
    expect(marker, 'navigation reloaded the page').toBe(42);
  }

  /**
   * The header's cart link: mf-checkout's badge once the page needs the cart's owner, the
   * shell's plain link before (a shopper with no cart) or when the remote fails.
   */
  cartLink() {
    return this.page.locator(
      'header.shell-header :is([data-testid="cart-badge"], [data-testid="cart-badge-fallback"])',
    );
  }

  toasts() {
    return this.page.getByRole('region', { name: /notifications|ilmoitukset/i });
  }

  remoteFallback(remote: string) {
    return this.page.locator(`[data-remote-fallback="${remote}"]`);
  }

  /** The shell's footer with its customer service and shop links. */
  footer() {
    return this.page.locator('footer.shell-footer');
  }

  boundary(remote: string) {
    return this.page.locator(`[data-boundary="${remote}"]`);
  }
}
