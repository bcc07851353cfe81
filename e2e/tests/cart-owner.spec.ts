import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
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
// other tabs follow it.
test('the cart owner keeps lines across a reload and in step with another tab', async ({
  page,
  context,
}) => {
  const shell = new ShellPage(page);
  await shell.open('/en/');
  await expect(badge(page)).toHaveAttribute('aria-label', 'Shopping cart, 0 items');
  await requestAdd(page, 101);
  await expect(badge(page)).toHaveAttribute('aria-label', 'Shopping cart, 1 item');

  await page.reload();
  await expect(badge(page)).toHaveAttribute('aria-label', 'Shopping cart, 1 item');

  const other = await context.newPage();
  await new ShellPage(other).open('/en/catalog/');
  await expect(badge(other)).toHaveAttribute('aria-label', 'Shopping cart, 1 item');
  await requestAdd(other, 102);
  await expect(badge(page)).toHaveAttribute('aria-label', 'Shopping cart, 2 items');
  await other.close();
});
