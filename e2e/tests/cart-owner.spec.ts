import type { Page } from '@playwright/test';
import { expect, JOURNEY, test } from '../support/fixtures';
import { sharedModule } from '../support/share-scope';
import { ShellPage } from '../support/shell-page';

/** Asks the page's cart owner to add a line, over the one bus (as a product page will). */
async function requestAdd(page: Page, variantId: number): Promise<void> {
  const bus = await sharedModule(page, '@shop/shared-contracts/bus');
  await bus.evaluate((module, id) => {
    const { shopBus } = module as { shopBus: { emit(type: string, payload: unknown): void } };
    shopBus.emit('cart:add-requested', { line: { variantId: id, modelId: id, amount: 1 } });
  }, variantId);
}

const badge = (page: Page) => page.getByTestId('cart-badge');

// Issue 8 / decision 0010: mf-checkout owns the cart on every page; it survives a reload and
// other tabs follow it. Issue 9: a page loads the owner only once it needs it, and a request
// sent before it runs is held for it.
test(
  'the cart owner keeps lines across a reload and in step with another tab',
  JOURNEY,
  async ({ page, context }) => {
    const checkoutRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/remotes/mf-checkout/')) checkoutRequests.push(request.url());
    });
    const shell = new ShellPage(page);
    await shell.open('/en/');
    await page.waitForLoadState('networkidle');
    // No cart yet: the shell's plain link, and nothing of mf-checkout loaded.
    await expect(page.getByTestId('cart-badge-fallback')).toHaveText('Shopping cart');
    expect(checkoutRequests).toEqual([]);

    // Sent before the owner runs: held by the shell, answered once mf-checkout has loaded.
    await requestAdd(page, 101);
    await expect(badge(page)).toHaveAttribute('aria-label', 'Shopping cart, 1 item');
    expect(checkoutRequests.length).toBeGreaterThan(0);

    await page.reload();
    await expect(badge(page)).toHaveAttribute('aria-label', 'Shopping cart, 1 item');

    const other = await context.newPage();
    await new ShellPage(other).open('/en/catalog/');
    await expect(badge(other)).toHaveAttribute('aria-label', 'Shopping cart, 1 item');
    await requestAdd(other, 102);
    await expect(badge(page)).toHaveAttribute('aria-label', 'Shopping cart, 2 items');
    await other.close();
  },
);

test('a tab without a cart takes up the one another tab starts', async ({ page, context }) => {
  const shell = new ShellPage(page);
  await shell.open('/en/catalog/');
  await expect(page.getByTestId('cart-badge-fallback')).toBeVisible();

  const other = await context.newPage();
  await new ShellPage(other).open('/en/');
  await requestAdd(other, 103);
  await expect(badge(other)).toHaveAttribute('aria-label', 'Shopping cart, 1 item');
  await expect(badge(page)).toHaveAttribute('aria-label', 'Shopping cart, 1 item');
  await other.close();
});
