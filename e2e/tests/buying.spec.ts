import type { APIRequestContext, Page } from '@playwright/test';
import { expect, JOURNEY, test } from '../support/fixtures';
import { ShellPage } from '../support/shell-page';

/** What the journeys need of a product: its page, the variant to buy and its options. */
interface Buyable {
  readonly path: string;
  readonly slug: string;
  readonly variantId: number;
  readonly options: { color: string; size: string; type: string };
}

interface ProductVariant {
  readonly variantId: number;
  readonly colorSlug: string;
  readonly sizeSlug: string;
  readonly typeSlug: string;
  readonly isOrderable: boolean;
  readonly onOrder: boolean;
  readonly webQuantity: number;
}

interface ProductModel {
  readonly path: string;
  readonly slug: string;
  readonly isGiftCard: boolean;
  readonly blockedDeliveryCountries: readonly string[];
  readonly variants: readonly ProductVariant[];
  readonly bundleOffers: readonly unknown[];
}

const FINLAND_TAX_AREA = 1;
/** English pages, delivered to Finland in euros (platform §4: the query overrides the market). */
const IN_FINLAND = '?delivery_country=fi&currency=eur';

async function productModel(request: APIRequestContext, slug: string): Promise<ProductModel> {
  const response = await request.get(
    `/api/products/productmodel/${slug}/?taxAreaId=${FINLAND_TAX_AREA}&lang=en`,
  );
  expect(response.ok()).toBe(true);
  return (await response.json()) as ProductModel;
}

/**
 * Products of the seeded catalogue with a variant in web stock (not on order), asked of the
 * api, skipping those already used: each journey buys its own, so stock checks stay exact.
 */
async function buyableProducts(
  request: APIRequestContext,
  count: number,
  skip = new Set<string>(),
) {
  const brands = (await (await request.get('/api/brands/?lang=en')).json()) as { slug: string }[];
  const found: Buyable[] = [];
  for (const { slug: brand } of brands) {
    const response = await request.post('/api/products/productmodellist/', {
      data: { source: 'Manufacturer', slug: brand, language: 'en' },
    });
    for (const card of (await response.json()) as { path: string }[]) {
      const slug = card.path.split('/').filter(Boolean).at(-1) ?? '';
      if (skip.has(slug)) continue;
      const model = await productModel(request, slug);
      if (model.isGiftCard || model.blockedDeliveryCountries.includes('fi')) continue;
      const variant = model.variants.find(
        (candidate) => candidate.isOrderable && !candidate.onOrder && candidate.webQuantity >= 3,
      );
      if (!variant) continue;
      found.push({
        path: model.path,
        slug,
        variantId: variant.variantId,
        options: { color: variant.colorSlug, size: variant.sizeSlug, type: variant.typeSlug },
      });
      skip.add(slug);
      if (found.length === count) return found;
    }
  }
  throw new Error(`the seed has fewer than ${count} products in web stock`);
}

async function webQuantity(request: APIRequestContext, product: Buyable): Promise<number> {
  const model = await productModel(request, product.slug);
  return (
    model.variants.find((variant) => variant.variantId === product.variantId)?.webQuantity ?? -1
  );
}

/** Chooses the product's colour, size and type where the page asks for them. */
async function chooseVariant(page: Page, product: Buyable) {
  for (const [name, slug] of Object.entries(product.options)) {
    const picker = page.getByTestId(`options-${name}`);
    if ((await picker.count()) === 0) continue;
    const option = picker.locator(`button[data-slug="${slug}"]`);
    if ((await option.getAttribute('aria-pressed')) !== 'true') await option.click();
  }
}

/** Product page → variant → add to cart → the added-to-cart modal → the cart. */
async function addFromProductPage(page: Page, product: Buyable) {
  await new ShellPage(page).open(`/en${product.path}${IN_FINLAND}`);
  await expect(page.getByTestId('product-name')).toBeVisible();
  await chooseVariant(page, product);
  await page.getByTestId('add-to-cart').click();
  const modal = page.getByTestId('added-to-cart-modal');
  await expect(modal).toBeVisible();
  await expect(modal.getByTestId('added-price')).toContainText('€');
  await modal.getByTestId('added-to-checkout').click();
  await expect(page.getByTestId('cart-page')).toBeVisible();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('summary-total-amount')).toContainText('€');
}

let buyers = 0;

/** Cart → club info (as a guest) → the payment form filled → the sandbox provider's page. */
async function payAsGuest(page: Page) {
  buyers += 1;
  const email = `e2e-buyer-${Date.now()}-${buyers}@example.com`;
  await page.getByTestId('cart-to-payment').click();
  await page.getByTestId('club-info-continue').click();
  await expect(page.getByTestId('payment-form')).toBeVisible();
  await page.getByTestId('checkout-delivery_method').selectOption('home-delivery');
  const fields = {
    first_name: 'Aino',
    last_name: 'Ostaja',
    address: 'Mannerheimintie 1',
    postal_code: '00100',
    city: 'Helsinki',
    phone: '+358401234567',
    email,
  };
  for (const [field, value] of Object.entries(fields)) {
    await page.getByTestId(`checkout-${field}`).fill(value);
  }
  await page.getByTestId('payment-method-card').check();
  const pay = page.getByTestId('checkout-pay');
  await expect(pay).toBeEnabled();
  await pay.click();
  await expect(page.getByTestId('sandbox-payment')).toBeVisible();
  return email;
}

const stored = new Set<string>();

// Issue 8 "Done when": the whole purchase in a real browser, priced and paid through the api.
test(
  'a shopper buys from the product page, pays in the sandbox and finds the order',
  JOURNEY,
  async ({ page, request }) => {
    const [product] = await buyableProducts(request, 1, stored);
    if (!product) throw new Error('no product');
    const before = await webQuantity(request, product);
    await addFromProductPage(page, product);
    const email = await payAsGuest(page);
    await page.getByRole('button', { name: 'Approve payment' }).click();

    await expect(page).toHaveURL(/\/en\/order\/payment_ok\/\d+\/[^/]+\/$/);
    const outcome = page.getByTestId('order-outcome');
    await expect(outcome).toHaveAttribute('data-outcome', 'ok');
    const orderNumber = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
    expect(orderNumber).toMatch(/^\d+$/);
    await expect(page.getByTestId('order-payment')).toHaveAttribute('data-payment-state', 'paid');
    // The contracts' order status labels (catalogue §4), as the account's order history shows them.
    await expect(page.getByTestId('order-payment')).toHaveText('Paid');
    await expect(page.getByTestId('order-status')).toHaveText('Processing');
    // Paid: the stock stays taken, and the cart is empty.
    expect(await webQuantity(request, product)).toBe(before - 1);
    await expect(page.getByTestId('cart-badge')).toHaveAttribute(
      'aria-label',
      'Shopping cart, 0 items',
    );

    await new ShellPage(page).open('/en/view-order/');
    await page.getByTestId('view-order-email').fill(email);
    await page.getByTestId('view-order-order-number').fill(orderNumber);
    await page.getByTestId('view-order-submit').click();
    await expect(page.getByTestId('order-number')).toHaveText(orderNumber);
    await expect(page.getByTestId('summary-line')).toHaveCount(1);
  },
);

test('a cancelled payment puts the stock back', async ({ page, request }) => {
  const [product] = await buyableProducts(request, 1, stored);
  if (!product) throw new Error('no product');
  const before = await webQuantity(request, product);
  await addFromProductPage(page, product);
  await payAsGuest(page);
  // Placed and waiting for payment: the stock is held.
  expect(await webQuantity(request, product)).toBe(before - 1);
  await page.getByRole('button', { name: 'Cancel payment' }).click();
  await expect(page).toHaveURL(/\/en\/order\/payment_cancelled\//);
  await expect(page.getByTestId('order-outcome')).toHaveAttribute('data-outcome', 'cancelled');
  expect(await webQuantity(request, product)).toBe(before);
});

test('a discount code typed in mixed case applies, and the cart survives a reload', async ({
  page,
  request,
}) => {
  const [product] = await buyableProducts(request, 1, stored);
  if (!product) throw new Error('no product');
  await addFromProductPage(page, product);
  await expect(page.getByTestId('summary-discount-amount')).toHaveCount(0);
  await page.getByTestId('discount-code-input').fill('WeLcOmE10');
  await page.getByTestId('discount-code-add').click();
  // The server echoes it as the cart discount; the client keeps it upper-case.
  await expect(page.getByTestId('discount-code')).toHaveText(/WELCOME10/);
  await expect(page.getByTestId('summary-discount-amount')).toContainText('€');

  await page.reload();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('discount-code')).toHaveText(/WELCOME10/);
  // The reload shows the page's own market again (the query chose it only on load).
  await expect(page.getByTestId('summary-discount-amount')).toHaveText(/^−\D*\d/);
});

test('a validation answer that arrives after a newer one is ignored', async ({ page, request }) => {
  const [product] = await buyableProducts(request, 1, stored);
  if (!product) throw new Error('no product');
  await addFromProductPage(page, product);
  const amount = page.getByTestId('cart-line-amount');
  await expect(amount).toHaveValue('1');

  // The answer for amount 2 is held back until the answer for amount 3 has been shown.
  let releaseSlow: () => void = () => undefined;
  const slowHeld = new Promise<void>((resolve) => {
    releaseSlow = resolve;
  });
  let calls = 0;
  await page.route('**/api/checkout/', async (route) => {
    calls += 1;
    const response = await route.fetch();
    if (calls === 1) await slowHeld;
    await route.fulfill({ response });
  });
  await amount.fill('2');
  await amount.blur();
  await expect.poll(() => calls).toBe(1);
  await amount.fill('3');
  await amount.blur();
  await expect.poll(() => calls).toBe(2);
  const lineTotal = page.getByTestId('cart-line-total');
  await expect(page.getByTestId('cart-contents')).toHaveAttribute('data-status', 'VALIDATED');
  const latest = await lineTotal.textContent();
  releaseSlow();
  // The stale answer (amount 2) arrives last and changes nothing.
  await page.waitForTimeout(500);
  await expect(lineTotal).toHaveText(latest ?? '');
  await expect(amount).toHaveValue('3');
});

test('the bundle modal adds a bundle priced by the server', async ({ page, request }) => {
  const brands = (await (await request.get('/api/brands/?lang=en')).json()) as { slug: string }[];
  let bundlePath: string | undefined;
  for (const { slug: brand } of brands) {
    const response = await request.post('/api/products/productmodellist/', {
      data: { source: 'Manufacturer', slug: brand, language: 'en' },
    });
    for (const card of (await response.json()) as { path: string }[]) {
      const slug = card.path.split('/').filter(Boolean).at(-1) ?? '';
      const model = await productModel(request, slug);
      if (model.bundleOffers.length > 0) bundlePath = model.path;
      if (bundlePath) break;
    }
    if (bundlePath) break;
  }
  if (!bundlePath) throw new Error('the seed has no bundle offer');
  await new ShellPage(page).open(`/en${bundlePath}${IN_FINLAND}`);
  const choose = page.getByTestId('bundle-choose').and(page.locator(':enabled')).first();
  await expect(choose).toBeVisible();
  await choose.click();
  // With a choice to make the bundle modal opens; without one the bundle is added at once.
  const bundleModal = page.getByTestId('bundle-modal');
  const added = page.getByTestId('added-to-cart-modal');
  await expect(bundleModal.or(added)).toBeVisible();
  if (await bundleModal.isVisible()) {
    await expect(bundleModal.getByTestId('bundle-price')).toContainText('€');
    await bundleModal.getByTestId('bundle-add').click();
  } else {
    await added.getByTestId('added-to-checkout').click();
  }
  await expect(page.getByTestId('cart-page')).toBeVisible();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-line-error')).toHaveCount(0);
  await expect(page.getByTestId('summary-lines-total-amount')).toContainText('€');
});

test('a gift-campaign code is redeemed and the gift ordered without payment', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.open(`/en/giftcampaigns/christmas-gift/${IN_FINLAND}`);
  await page.getByTestId('gift-model').first().getByRole('link').click();
  await expect(page.getByTestId('product-name')).toBeVisible();
  const picks = ['color', 'size', 'type'];
  for (const name of picks) {
    const picker = page.getByTestId(`options-${name}`);
    if ((await picker.count()) === 0) continue;
    const pressed = picker.locator('button[aria-pressed="true"]');
    if ((await pressed.count()) === 0) {
      await picker.locator('button.prd-option-orderable').first().click();
    }
  }
  await page.getByTestId('gift-code').fill('gift-demo-xmas');
  await page.getByTestId('gift-code-redeem-button').click();
  await expect(page.getByTestId('payment-page')).toBeVisible();
  await expect(page.getByTestId('payment-nothing-to-pay')).toBeVisible();
  await page.getByTestId('checkout-delivery_method').selectOption('home-delivery');
  const fields = {
    first_name: 'Aino',
    last_name: 'Lahjansaaja',
    address: 'Mannerheimintie 1',
    postal_code: '00100',
    city: 'Helsinki',
    phone: '+358401234567',
    email: `e2e-gift-${Date.now()}@example.com`,
  };
  for (const [field, value] of Object.entries(fields)) {
    await page.getByTestId(`checkout-${field}`).fill(value);
  }
  await page.getByTestId('checkout-pay').click();
  await expect(page).toHaveURL(/\/en\/order\/payment_ok\//);
  await expect(page.getByTestId('order-payment')).toHaveAttribute('data-payment-state', 'paid');
});
