import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { isWholeNumberCurrency, type Language } from '@shop/shared-contracts';
import { expect, test } from '../support/fixtures';
import { activationLink, outboxOf } from '../support/outbox';
import { ShellPage } from '../support/shell-page';

// The priced summary (decision 0023): one purchase per market, from the cart through the sandbox
// provider to the confirmation, the order lookup, the account's order history and the order
// e-mail, each checked to add up on the page and to charge what the confirmation says.

interface Market {
  readonly country: string;
  readonly currency: string;
  readonly language: Language;
  /** A 20 € demo gift card of its own, so each order is paid partly by a card and partly charged. */
  readonly giftCard: string;
  /** A delivery method of the country and, for a pickup method, the place to pick. */
  readonly delivery: string;
  readonly pickup: boolean;
}

const MARKETS: readonly Market[] = [
  {
    country: 'fi',
    currency: 'eur',
    language: 'fi',
    giftCard: 'GIFT-CARD-2000-1',
    delivery: 'parcel-locker',
    pickup: true,
  },
  {
    country: 'se',
    currency: 'sek',
    language: 'sv',
    giftCard: 'GIFT-CARD-2000-2',
    delivery: 'international',
    pickup: false,
  },
  {
    country: 'us',
    currency: 'usd',
    language: 'en',
    giftCard: 'GIFT-CARD-2000-3',
    delivery: 'international',
    pickup: false,
  },
  {
    country: 'no',
    currency: 'nok',
    language: 'de',
    giftCard: 'GIFT-CARD-2000-4',
    delivery: 'international',
    pickup: false,
  },
];

const PASSWORD = 'Rahalaskut2027x';

/**
 * An amount as a page writes it, in hundredths: `1 114,40 €` is 111440, `1.114 NOK` 111400,
 * `−$4.90` −490. Two digits after the last separator are decimals; otherwise it is whole.
 */
function minorOf(text: string): number {
  const sign = /[−-]/.test(text) ? -1 : 1;
  const digits = text.replace(/[^\d.,]/g, '');
  const match = /^(.*?)(?:[.,](\d{2}))?$/.exec(digits);
  const whole = Number((match?.[1] ?? '').replace(/[.,]/g, ''));
  const fraction = Number(match?.[2] ?? '0');
  return sign * (whole * 100 + fraction);
}

async function amountsOf(locator: Locator): Promise<number[]> {
  return (await locator.allTextContents()).map(minorOf);
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * Checks a shown summary against itself: each line is amount × unit, the products row is the
 * lines, and products − discounts + delivery + gift packing is the total; the gift cards and the
 * charge make up the total. Whole-number currencies show no decimals anywhere. Returns the
 * total and the charge, in hundredths.
 */
async function expectSummaryAddsUp(summary: Locator, market: Market, { lines = true } = {}) {
  await expect(summary).toBeVisible();
  const texts = await summary.allTextContents();
  if (isWholeNumberCurrency(market.currency)) {
    expect(texts.join(' '), 'no decimals in a whole-number currency').not.toMatch(
      /\d[.,]\d{2}(?!\d)/,
    );
  }
  const lineTotals = await amountsOf(summary.getByTestId('summary-line-total'));
  if (lines) {
    expect(lineTotals.length).toBeGreaterThan(0);
    for (const [index, unitText] of (
      await summary.getByTestId('summary-line-unit').allTextContents()
    ).entries()) {
      const [amount = '', unit = ''] = unitText.split('×');
      expect(Number(amount.trim()) * minorOf(unit), unitText).toBe(lineTotals[index]);
    }
  }
  const linesTotal = minorOf(
    (await summary.getByTestId('summary-lines-total-amount').textContent()) ?? '',
  );
  if (lines) expect(linesTotal).toBe(sum(lineTotals));
  const discounts = await amountsOf(summary.getByTestId('summary-discount-amount'));
  const delivery = await summary.getByTestId('summary-delivery-amount').allTextContents();
  // A free delivery shows a word, not a zero.
  const deliveryAmount =
    delivery.length > 0 && /\d/.test(delivery[0] ?? '') ? minorOf(delivery[0] ?? '') : 0;
  const giftWrap = await amountsOf(summary.getByTestId('summary-gift-wrap-amount'));
  const total = minorOf((await summary.getByTestId('summary-total-amount').textContent()) ?? '');
  expect(total, 'products − discounts + delivery + gift packing').toBe(
    linesTotal + sum(discounts) + deliveryAmount + sum(giftWrap),
  );
  const cards = await amountsOf(summary.getByTestId('summary-gift-card-amount'));
  const charged =
    cards.length > 0 || (await summary.getByTestId('summary-charged').count()) > 0
      ? minorOf((await summary.getByTestId('summary-charged-amount').textContent()) ?? '')
      : total;
  expect(charged, 'total − gift cards').toBe(total + sum(cards));
  return { total, charged, discounts, cards };
}

/** A fresh club member of its own, activated through the e-mailed link, logged in on `page`. */
async function logInAsNewMember(page: Page, request: APIRequestContext, market: Market) {
  const email = `raha-${market.country}-${Date.now()}@example.com`;
  const registered = await request.post('/api/customer/register/', {
    data: {
      firstName: 'Raili',
      lastName: 'Rahamarkkina',
      email,
      password: PASSWORD,
      postcode: '00100',
      acceptTerms: true,
      lang: 'en',
    },
  });
  expect(registered.status(), await registered.text()).toBe(202);
  const token = (await activationLink(request, email)).split('/').filter(Boolean).at(-1);
  const activated = await request.post('/api/customer/activate/', { data: { token } });
  expect(activated.status()).toBe(200);
  await new ShellPage(page).open('/en/accounts/login/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('account-menu')).toContainText(email);
  return email;
}

interface Buyable {
  readonly path: string;
  readonly options: Readonly<Record<string, string>>;
}

const used = new Set<string>();

/**
 * A product of the seed sold in the market's country with 3 or more in web stock and a price
 * from 30 € up, so two of them less 10 % cost more than the 20 € gift card.
 */
async function buyableIn(request: APIRequestContext, country: string): Promise<Buyable> {
  const response = await request.post('/api/products/productmodellist/page/', {
    data: {
      list: { source: 'Newest', language: 'en', taxAreaId: 1 },
      filter: '',
      offset: 0,
      limit: 120,
    },
  });
  expect(response.status()).toBe(200);
  const { cards } = (await response.json()) as {
    cards: { path: string; isGiftCard?: boolean; price: { active: number } }[];
  };
  for (const card of cards) {
    if (card.isGiftCard || card.price.active < 3_000 || used.has(card.path)) continue;
    const slug = card.path.split('/').filter(Boolean).at(-1) ?? '';
    const model = (await (
      await request.get(`/api/products/productmodel/${slug}/?taxAreaId=1&lang=en`)
    ).json()) as {
      blockedDeliveryCountries: string[];
      variants: {
        isOrderable: boolean;
        onOrder: boolean;
        webQuantity: number;
        colorSlug: string;
        sizeSlug: string;
        typeSlug: string;
      }[];
    };
    if (model.blockedDeliveryCountries.includes(country)) continue;
    const variant = model.variants.find(
      (candidate) => candidate.isOrderable && !candidate.onOrder && candidate.webQuantity >= 3,
    );
    if (!variant) continue;
    used.add(card.path);
    return {
      path: card.path,
      options: { color: variant.colorSlug, size: variant.sizeSlug, type: variant.typeSlug },
    };
  }
  throw new Error(`no product of the seed can be bought in ${country}`);
}

const pathIn = (path: string, language: Language) =>
  language === 'fi' ? path : `/${language}${path}`;

// Not journeys of the version sets: each market spends its own gift card once.
for (const market of MARKETS) {
  test(`in ${market.currency.toUpperCase()} (${market.language}) the lines add up from the cart to the e-mail, and the charge is the confirmation's`, async ({
    page,
    request,
    playwright,
  }) => {
    test.setTimeout(180_000);
    const admin = await playwright.request.newContext({
      baseURL: test.info().project.use.baseURL,
    });
    const email = await logInAsNewMember(page, admin, market);
    const product = await buyableIn(request, market.country);

    // Product page in the market → the added-to-cart dialog → the cart.
    const shell = new ShellPage(page);
    await shell.open(
      `${pathIn(product.path, market.language)}?delivery_country=${market.country}&currency=${market.currency}`,
    );
    await expect(page.getByTestId('product-name')).toBeVisible();
    for (const [name, slug] of Object.entries(product.options)) {
      const picker = page.getByTestId(`options-${name}`);
      if ((await picker.count()) === 0) continue;
      const option = picker.locator(`button[data-slug="${slug}"]`);
      if ((await option.getAttribute('aria-pressed')) !== 'true') await option.click();
    }
    await page.getByTestId('add-to-cart').click();
    const modal = page.getByTestId('added-to-cart-modal');
    await expect(modal).toBeVisible();
    await modal.getByTestId('added-to-checkout').click();
    await expect(page.getByTestId('cart-page')).toBeVisible();

    // Two pieces, a discount code and a gift card.
    const amount = page.getByTestId('cart-line-amount');
    await amount.fill('2');
    await amount.blur();
    await expect(page.getByTestId('cart-badge')).toHaveAttribute('aria-label', /\b2\b/);
    for (const code of ['welcome10', market.giftCard]) {
      await page.getByTestId('discount-code-input').fill(code);
      await page.getByTestId('discount-code-add').click();
    }
    const cart = page.getByTestId('price-summary');
    await expect(cart).toHaveAttribute('data-currency', market.currency.toUpperCase());
    await expect(cart.getByTestId('summary-discount')).toBeVisible();
    await expect(cart.getByTestId('summary-gift-card')).toBeVisible();
    // Delivery is not chosen yet: it is "from" a price, outside the total; no gift packing.
    await expect(cart.getByTestId('summary-delivery-from')).toBeVisible();
    await expect(cart.getByTestId('summary-delivery')).toHaveCount(0);
    await expect(cart.getByTestId('summary-gift-wrap')).toHaveCount(0);
    // The cart lists its rows in its table and the rest in the summary.
    await expectSummaryAddsUp(cart, market, { lines: false });
    const rows = await amountsOf(page.getByTestId('cart-line-total'));
    expect(sum(rows)).toBe(
      minorOf((await cart.getByTestId('summary-lines-total-amount').textContent()) ?? ''),
    );

    // The payment page: the lines again, with the chosen delivery in the total.
    await page.getByTestId('cart-to-payment').click();
    const proceed = page.getByTestId('club-info-continue');
    const form = page.getByTestId('payment-form');
    await expect(proceed.or(form)).toBeVisible();
    if (await proceed.isVisible()) await proceed.click();
    await expect(form).toBeVisible();
    await page.getByTestId('checkout-delivery_method').selectOption(market.delivery);
    if (market.pickup) {
      await page.getByTestId('checkout-delivery_location').selectOption({ index: 1 });
    }
    const fields = {
      first_name: 'Raili',
      last_name: 'Rahamarkkina',
      address: 'Storgatan 1',
      postal_code: market.country === 'fi' ? '00100' : '10001',
      city: 'Testby',
      phone: '+358401234567',
      email,
    };
    for (const [field, value] of Object.entries(fields)) {
      const input = page.getByTestId(`checkout-${field}`);
      if ((await input.count()) > 0 && (await input.isEditable())) await input.fill(value);
    }
    const payment = page.getByTestId('payment-page').getByTestId('price-summary');
    await expect(payment.getByTestId('summary-delivery')).toBeVisible();
    await expect(payment.getByTestId('summary-line')).toHaveCount(1);
    const shown = await expectSummaryAddsUp(payment, market);
    expect(shown.charged).toBeGreaterThan(0);

    await page.getByTestId('payment-method-card').check();
    await page.getByTestId('checkout-pay').click();
    const sandbox = page.getByTestId('sandbox-payment');
    await expect(sandbox).toBeVisible();
    const asked = minorOf((await sandbox.getByTestId('sandbox-amount').textContent()) ?? '');
    expect(asked, 'the provider is asked for the shown charge').toBe(shown.charged);
    await sandbox.locator('form[action$="/approve/"] button').click();

    // The confirmation: the receipt, and its charge is what the provider was asked for.
    await expect(page.getByTestId('order-outcome')).toHaveAttribute('data-outcome', 'ok');
    const orderNumber = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
    const receipt = page.getByTestId('order-summary').getByTestId('price-summary');
    await expect(receipt).toHaveAttribute('data-currency', market.currency.toUpperCase());
    const confirmed = await expectSummaryAddsUp(receipt, market);
    expect(confirmed.charged).toBe(asked);
    expect(confirmed.total).toBe(shown.total);
    await expect(receipt.getByTestId('summary-discount')).toBeVisible();
    await expect(receipt.getByTestId('summary-gift-card')).toBeVisible();
    await expect(receipt.getByTestId('summary-delivery-place')).toBeVisible();
    await expect(receipt.getByTestId('summary-payment-method')).toBeVisible();
    const totalText = (await receipt.getByTestId('summary-total-amount').textContent()) ?? '';

    // The order lookup shows the same receipt.
    await shell.open('/en/view-order/');
    await page.getByTestId('view-order-email').fill(email);
    await page.getByTestId('view-order-order-number').fill(orderNumber);
    await page.getByTestId('view-order-submit').click();
    await expect(page.getByTestId('order-number')).toHaveText(orderNumber);
    const lookedUp = await expectSummaryAddsUp(
      page.getByTestId('order-summary').getByTestId('price-summary'),
      market,
    );
    expect(lookedUp).toEqual(confirmed);

    // The account's order history.
    await shell.open(`/en/accounts/#order-${orderNumber}`);
    const order = page.locator(`[data-testid="account-order"][data-order-number="${orderNumber}"]`);
    await expect(order.getByTestId('account-order-detail')).toBeVisible();
    const inAccount = await expectSummaryAddsUp(order.getByTestId('price-summary'), market);
    expect(inAccount).toEqual(confirmed);

    // The order e-mail carries the same total, written as the confirmation wrote it.
    const mail = (await outboxOf(admin, email)).find(
      (message) => message.kind === 'order-confirmation',
    );
    expect(mail?.body).toContain(totalText.trim());
    await admin.dispose();
  });
}
