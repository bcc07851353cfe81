import type { APIRequestContext, Page } from '@playwright/test';
import { PRODUCT_PAGE_PATH } from '../bench/bench-pages';
import { STAFF } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { listedCards } from '../support/seeded-products';
import { ShellPage } from '../support/shell-page';

const DEMO = { email: 'asiakas@example.com', password: 'Outdoor2026!' };

interface Variant {
  readonly variantId: number;
  readonly colorSlug: string;
  readonly sizeSlug: string;
  readonly typeSlug: string;
  readonly isOrderable: boolean;
  readonly inStockStores: readonly { slug: string }[];
}

interface Model {
  readonly slug: string;
  readonly path: string;
  readonly variants: readonly Variant[];
  readonly sizes: readonly { slug: string }[];
}

/** The listed products a product page test can use: new, not gift cards. */
async function productCards(request: APIRequestContext) {
  return (await listedCards(request)).filter((card) => !card.isSecondHand && !card.isGiftCard);
}

async function modelOf(request: APIRequestContext, slug: string): Promise<Model> {
  const response = await request.get(`/api/products/productmodel/${slug}/?lang=en&taxAreaId=1`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Model;
}

/** The first listed product whose model passes `accept`. */
async function findModel(
  request: APIRequestContext,
  accept: (model: Model) => boolean | Promise<boolean>,
): Promise<Model> {
  for (const card of await productCards(request)) {
    const model = await modelOf(request, card.slug);
    if (await accept(model)) return model;
  }
  throw new Error('No seeded product fits the test');
}

async function logIn(page: Page) {
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('the availability tab lists each size with the Web column first', async ({ page }) => {
  const model = await findModel(
    page.request,
    (candidate) =>
      candidate.sizes.length > 1 &&
      candidate.variants.some((variant) => variant.inStockStores.length > 0),
  );
  const shell = new ShellPage(page);
  await shell.open(`/en${model.path}`);
  const tab = page.getByTestId('product-tab-availability');
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  const table = page.getByTestId('availability-table');
  await expect(table).toBeVisible();
  const headings = table.locator('thead th');
  await expect(headings.nth(0)).toHaveText('Size');
  await expect(headings.nth(1)).toHaveText('Web');
  await expect(headings).not.toHaveCount(2);
  await expect(table.locator('tbody tr').first().locator('td[data-mark]').first()).toBeVisible();
  // Arrow keys move between the tabs.
  await tab.press('ArrowLeft');
  await expect(page.getByTestId('product-tab-details')).toBeFocused();
  await expect(page.getByTestId('product-panel-details')).toBeVisible();
});

test('the size guide opens as a dialog and Escape closes it', async ({ page }) => {
  const model = await findModel(page.request, async (candidate) => {
    const response = await page.request.get(
      `/api/product/extra/?slug=${candidate.slug}&delivery-country-code=FI&type=2&lang=en`,
    );
    if (response.status() !== 200) return false;
    return ((await response.json()) as { sizetables: unknown[] }).sizetables.length > 0;
  });
  const shell = new ShellPage(page);
  await shell.open(`/en${model.path}`);
  const open = page.getByTestId('size-guide-open');
  await open.click();
  const dialog = page.getByTestId('size-guide');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('table').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});

test('the wishlist heart sends a guest to log in, then adds and removes the product', async ({
  page,
}) => {
  const [card] = await productCards(page.request);
  const shell = new ShellPage(page);
  await shell.open(`/en${card?.path}`);
  await page.getByTestId('wishlist-heart').click();
  await expect(page).toHaveURL(/\/en\/accounts\/login\/\?next=/);
  await expect(shell.toasts()).toContainText('Adding to wishlist requires login');
  await logIn(page);
  // Back on the product after the login.
  await expect(page).toHaveURL(new RegExp(`${card?.path}$`));
  const heart = page.getByTestId('wishlist-heart');
  const wasOn = (await heart.getAttribute('aria-pressed')) === 'true';
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', wasOn ? 'false' : 'true');
  if (!wasOn) await expect(shell.toasts()).toContainText('Added to wishlist');
  await expect(heart).toBeEnabled();
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', wasOn ? 'true' : 'false');
});

test("an out-of-stock variant's notifier refuses a bad email and thanks for a good one", async ({
  page,
}) => {
  const model = await findModel(page.request, (candidate) =>
    candidate.variants.some((variant) => !variant.isOrderable),
  );
  const variant = model.variants.find((candidate) => !candidate.isOrderable);
  const shell = new ShellPage(page);
  await shell.open(
    `/en${model.path}?color=${variant?.colorSlug}&size=${variant?.sizeSlug}&type=${variant?.typeSlug}`,
  );
  const form = page.getByTestId('notify-form');
  await form.getByTestId('notify-email').fill('not-an-email');
  await form.getByTestId('notify-submit').click();
  await expect(form.getByTestId('notify-error')).toBeVisible();
  await form.getByTestId('notify-email').fill('waiting@example.com');
  await form.getByTestId('notify-submit').click();
  await expect(shell.toasts()).toContainText('Thank you for ordering notification');
  await expect(form.getByTestId('notify-email')).toHaveValue('');
});

/** A model the seed keeps hidden from customers (catalogue §1: staff see non-public products). */
const HIDDEN_PRODUCT_PATH =
  '/vallee-sport/clothing/women/womens-jackets/ember-pro-womens-down-jacket/';

test('staff see a hidden product with its per-store stock; a guest is told it is not visible', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await shell.open(`/en${HIDDEN_PRODUCT_PATH}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'This product is not visible to customer accounts.',
  );

  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  await page.getByLabel('Email').fill(STAFF.email);
  await page.getByLabel('Password').fill(STAFF.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('account-menu')).toContainText('henkilokunta@example.com');
  await shell.open(`/en${HIDDEN_PRODUCT_PATH}`);
  await expect(page.getByTestId('product-name')).toHaveText(/\S/);
  await expect(page.getByTestId('product-hidden-notice')).toBeVisible();
  await page.getByTestId('product-tab-availability').click();
  const stock = page.getByTestId('staff-stock');
  await expect(stock).toBeVisible();
  await expect(stock.locator('tbody tr').first()).toBeVisible();
});

test("the guides tab lists the blog posts about the product's groups", async ({ page }) => {
  const shell = new ShellPage(page);
  // Hiking boots: the seeded blog has a post about them.
  await shell.open(`/en${PRODUCT_PAGE_PATH}`);
  const tab = page.getByTestId('product-tab-guides');
  await tab.click();
  const guides = page.getByTestId('product-guides');
  await expect(guides.getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/en\/life-outdoors\/blog\/[\w-]+\/$/,
  );
});

test('the banners and related products below the fold load as they come near', async ({ page }) => {
  const bannerReads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/banners/') bannerReads.push(request.url());
  });
  await new ShellPage(page).open(`/en${PRODUCT_PAGE_PATH}`);
  await page.waitForLoadState('networkidle');
  // The first screen is far above them: neither their code nor their data is loaded yet.
  expect(bannerReads).toEqual([]);
  await page.getByTestId('product-tabs').scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => bannerReads.length).toBe(1);
});
