import {
  type CheckoutValidationResponse,
  type CurrencyRate,
  checkoutValidationResponseSchema,
  convertPrice,
  formatMoney,
  formatPrice,
  isWholeNumberCurrency,
  LANGUAGES,
  type PriceSummary,
  summaryAddsUp,
  toMarketMinor,
  toNumberLocale,
} from '@shop/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSaleCandidates, type SaleCandidate, stockForSale } from './support/sale-fixtures.js';
import { startTestApp, testBackends } from './support/test-app.js';

/** The locale's decimal separator between two digits: a price shown with decimals. */
function decimalsPattern(locale: string): RegExp {
  const separator =
    new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')
      ?.value ?? '.';
  return new RegExp(`\\d\\${separator}\\d`);
}

/** Every amount of a summary, in hundredths of its currency. */
function summaryAmounts(summary: PriceSummary): number[] {
  return [
    ...summary.lines.flatMap((line) => [line.unit, line.total, line.regular_unit ?? 0]),
    summary.lines_total,
    ...summary.discounts.map((discount) => discount.amount),
    summary.delivery.state === 'none' ? 0 : summary.delivery.amount,
    summary.gift_wrap ?? 0,
    summary.total,
    ...summary.gift_cards.map((card) => card.amount),
    summary.charged,
  ];
}

/**
 * Decision 0023 over the whole shop: every catalogue price converts by the one rounding rule in
 * every currency, and a cart priced in any currency adds up, in whole units where the currency
 * is shown in whole units (platform §9).
 */
describe.each(testBackends())('money in every currency on %s', (backend) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let currencies: CurrencyRate[] = [];

  beforeAll(async () => {
    ({ app, close } = await startTestApp(backend));
    const rows = await app.db.selectFrom('currencies').select(['code', 'rate']).execute();
    currencies = rows.map((row) => ({ currencyCode: row.code, currencyRate: Number(row.rate) }));
  });
  afterAll(() => close?.());

  it('converts every catalogue price alike for the cards and the summary', async () => {
    const rows = await app.db.selectFrom('prices').select(['regular', 'active', 'club']).execute();
    const prices = new Set(
      rows.flatMap((row) => [row.regular, row.active, row.club]).filter((v) => v !== null),
    );
    expect(currencies.length).toBeGreaterThan(1);
    expect(prices.size).toBeGreaterThan(10);
    // Problems are collected, not asserted one by one: tens of thousands of checks stay fast.
    const problems: string[] = [];
    for (const currency of currencies) {
      const code = currency.currencyCode;
      const isWhole = isWholeNumberCurrency(code);
      for (const price of prices) {
        const minor = toMarketMinor(price, currency);
        if (isWhole && minor % 100 !== 0) problems.push(`${price} in ${code} is ${minor}`);
        // The product cards' rule: convertPrice is the same amount in major units.
        if (convertPrice(price, currency) !== minor / 100) {
          problems.push(`${price} in ${code}: card ${convertPrice(price, currency)}, row ${minor}`);
        }
      }
      for (const language of LANGUAGES) {
        const decimals = decimalsPattern(toNumberLocale(language));
        const market = { ...currency, language };
        for (const price of prices) {
          const shown = formatMoney(toMarketMinor(price, currency), code, language);
          if (isWhole && decimals.test(shown)) problems.push(`${price} in ${code} shows ${shown}`);
          if (formatPrice(price, market) !== shown) {
            problems.push(`${price} in ${code}/${language}: card ${formatPrice(price, market)}`);
          }
        }
      }
    }
    expect(problems.slice(0, 20)).toEqual([]);
  });

  it('prices a cart with codes, gift cards and delivery so that it adds up in every currency', async () => {
    const candidates = await findSaleCandidates(app);
    const byPrice = (low: number, high: number) =>
      candidates.filter((variant) => variant.active >= low && variant.active <= high);
    // Dear rows keep something to pay after a 50 € card; cheap ones (2 × 3 of 15–30 €, over
    // SAVE15's minimum of 75 €) are paid in full by the two cards together (250 €).
    const dear = byPrice(3_000, Number.POSITIVE_INFINITY);
    const cheap = byPrice(1_500, 3_000);
    expect(dear.length).toBeGreaterThanOrEqual(3);
    expect(cheap.length).toBeGreaterThanOrEqual(3);
    await stockForSale(
      app,
      [...dear, ...cheap].map((variant) => variant.id),
      10,
    );
    const probe = await validate({ currency_code: null });
    const methods = probe.delivery_methods.map((method) => ({
      delivery_method: method.slug,
      delivery_location: String(method.locations[0]?.id ?? ''),
    }));
    expect(methods.length).toBeGreaterThan(1);

    /** Three rows from `pool`, a different three for each case, amounts 2–3. */
    const rowsOf = (pool: readonly SaleCandidate[], offset: number) =>
      [0, 1, 2].map((index) => ({
        uid: `row-${index}`,
        product_id: (pool[(offset * 3 + index) % pool.length] as SaleCandidate).id,
        amount: 2 + ((offset + index) % 2),
      }));
    const cases = currencies.flatMap((currency, index) => [
      {
        currency_code: currency.currencyCode,
        products: rowsOf(dear, index),
        discount_codes: ['WELCOME10', 'GIFT-CARD-5000'],
        repack: index % 2 === 0,
        ...methods[index % methods.length],
      },
      {
        currency_code: currency.currencyCode,
        products: rowsOf(cheap, index).map((row) => ({ ...row, amount: 2 })),
        discount_codes: ['SAVE15', 'GIFT-CARD-5000', 'GIFT-CARD-20000'],
        repack: index % 2 === 1,
        ...methods[(index + 1) % methods.length],
      },
    ]);
    const answers = await Promise.all(cases.map((body) => validate(body)));

    const problems: string[] = [];
    answers.forEach((answer, index) => {
      const body = cases[index];
      const { summary } = answer;
      const name = `${body?.currency_code} ${body?.discount_codes.join('+')}`;
      expect(answer.errors, name).toEqual([]);
      expect(summary.currency).toBe(body?.currency_code.toUpperCase());
      const currency = currencies.find((entry) => entry.currencyCode === body?.currency_code);
      if (!currency) throw new Error(`no currency ${body?.currency_code}`);
      if (!summaryAddsUp(summary)) problems.push(`${name}: does not add up`);
      answer.products.forEach((row, position) => {
        const unit = toMarketMinor(row.unit_price, currency);
        if (summary.lines[position]?.unit !== unit) {
          problems.push(`${name}: row ${position} ${summary.lines[position]?.unit} ≠ ${unit}`);
        }
      });
      if (isWholeNumberCurrency(currency.currencyCode)) {
        const odd = summaryAmounts(summary).filter((amount) => amount % 100 !== 0);
        if (odd.length > 0) problems.push(`${name}: not whole ${odd.join(', ')}`);
      }
      expect(summary.discounts, name).toHaveLength(1);
      expect(summary.delivery.state, name).toBe('chosen');
      expect(summary.gift_wrap !== null, name).toBe(body?.repack);
      expect(summary.charged, name).toBeGreaterThanOrEqual(0);
      expect(answer.payment_methods.length === 0, name).toBe(summary.charged === 0);
    });
    expect(problems).toEqual([]);
    // Both sides of the payment rule were seen: something left to pay, and nothing.
    const charged = answers.map((answer) => answer.summary.charged);
    expect(charged.some((amount) => amount === 0)).toBe(true);
    expect(charged.some((amount) => amount > 0)).toBe(true);
  });

  async function validate(body: object): Promise<CheckoutValidationResponse> {
    const response = await app.inject({
      method: 'POST',
      url: '/api/checkout/',
      payload: { country_code: 'fi', language_code: 'en', ...body },
    });
    expect(response.statusCode, response.body).toBe(200);
    return checkoutValidationResponseSchema.parse(response.json());
  }
});
