import { PRODUCT_GROUP_PATH, PRODUCT_PAGE_PATH, STATIC_PAGE_SLUG } from '../bench/bench-pages';
import { expect, test } from '../support/fixtures';
import { isSharedModuleLoaded } from '../support/share-scope';

// Issue 9 / docs/decisions/0013: the browser reads the api's answers as typed and never loads
// zod to read; the schema library comes with the first form that validates with it. Decision
// 0010: the cart's remote comes when the page needs the cart's owner.

const ZOD = '@shop/shared-contracts/zod';

const READING_PAGES = [
  { name: 'the front page', path: '/', ready: 'home-category' },
  { name: 'a product group', path: PRODUCT_GROUP_PATH, ready: 'product-card' },
  { name: 'a product page', path: PRODUCT_PAGE_PATH, ready: 'product-name' },
  { name: 'a static page', path: `/${STATIC_PAGE_SLUG}/`, ready: 'static-page' },
] as const;

for (const { name, path, ready } of READING_PAGES) {
  test(`${name} is read, hydrated and usable without the schema library or the cart's remote`, async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(path);
    await expect(page.getByTestId(ready).first()).toBeVisible();
    await expect(page.locator('html[data-shop-interactive]')).toBeAttached();
    await page.waitForLoadState('networkidle');
    expect(await isSharedModuleLoaded(page, ZOD)).toBe(false);
    // A shopper with no cart gets the shell's cart link; mf-checkout loads when a cart appears.
    await expect(page.getByTestId('cart-badge-fallback')).toBeVisible();
    expect(scripts.filter((script) => script.startsWith('/remotes/mf-checkout/'))).toEqual([]);
  });
}

test('the cart is read without the schema library; a form loads it when it is shown', async ({
  page,
}) => {
  await page.goto('/checkout/');
  await expect(page.getByTestId('pickup-store').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await isSharedModuleLoaded(page, ZOD)).toBe(false);

  await page.goto('/en/view-order/');
  await expect(page.getByTestId('view-order-email')).toBeVisible();
  await expect.poll(() => isSharedModuleLoaded(page, ZOD)).toBe(true);
});

test('the complaint form paints without the schema library and loads it on the first focus', async ({
  page,
}) => {
  await page.goto('/reclamation/');
  await expect(page.getByTestId('reclamation-store')).toBeVisible();
  await expect(page.locator('html[data-shop-interactive]')).toBeAttached();
  await page.waitForLoadState('networkidle');
  expect(await isSharedModuleLoaded(page, ZOD)).toBe(false);

  await page.getByTestId('complaint-customerName').focus();
  await expect.poll(() => isSharedModuleLoaded(page, ZOD)).toBe(true);
  // The first submit validates in the shopper's language.
  await page.getByTestId('complaint-submit').click();
  await expect(page.getByTestId('complaint-customerName-error')).toHaveText(
    'Tämä kenttä on pakollinen.',
  );
});
