import { describe, expect, it } from 'vitest';
import { emptyPriceSummary, type PriceSummary, summaryAddsUp } from '../api/price-summary.js';
import { checkMessages, loadAllMessages } from '../i18n/message-catalog.js';
import { priceSummaryLoaders } from '../i18n/price-summary-loaders.js';
import { LANGUAGES } from '../market/languages.js';
import { convertPrice, formatMoney } from './format-price.js';
import { roundMinor, toMarketMinor, WHOLE_NUMBER_CURRENCIES } from './money.js';
import { summaryTotalRows } from './summary-rows.js';

describe('the one rounding rule (decision 0023)', () => {
  it('rounds to the cent, or to whole units in the whole-number currencies of platform §9', () => {
    expect(toMarketMinor(1999, { currencyCode: 'usd', currencyRate: 1.1 })).toBe(2199);
    expect(toMarketMinor(9950, { currencyCode: 'sek', currencyRate: 11.2 })).toBe(111_400);
    expect(roundMinor(111_440, 'SEK')).toBe(111_400);
    expect(roundMinor(111_450, 'sek')).toBe(111_500);
    expect(roundMinor(2198.5, 'usd')).toBe(2199);
  });

  it('cleans binary noise before rounding a half', () => {
    // 1005 × 1.1 is 1105.4999999999998 in binary; the rule sees 1105.5 and rounds it up.
    expect(toMarketMinor(1005, { currencyCode: 'usd', currencyRate: 1.1 })).toBe(1106);
  });

  it('is what the product cards show: convertPrice is the same rule in major units', () => {
    for (const currencyCode of ['eur', 'usd', 'gbp', ...WHOLE_NUMBER_CURRENCIES]) {
      for (const cents of [1, 99, 1990, 9950, 12_345, 99_999]) {
        const currency = { currencyCode, currencyRate: 11.65 };
        expect(convertPrice(cents, currency) * 100).toBeCloseTo(toMarketMinor(cents, currency), 6);
      }
    }
  });

  it('writes whole-number currencies without decimals and others with two', () => {
    expect(formatMoney(111_400, 'SEK', 'sv')).toBe('1\u00a0114\u00a0kr');
    expect(formatMoney(4720, 'USD', 'en')).toBe('$47.20');
    expect(formatMoney(12_990, 'EUR', 'fi')).toBe('129,90\u00a0€');
  });
});

const summary = (overrides: Partial<PriceSummary>): PriceSummary => ({
  ...emptyPriceSummary('EUR'),
  ...overrides,
});

describe('summaryTotalRows', () => {
  const filled = summary({
    lines: [
      {
        kind: 'product',
        name: 'Race Pro',
        detail: '170',
        amount: 2,
        unit: 9990,
        regular_unit: null,
        total: 19_980,
      },
    ],
    lines_total: 19_980,
    discounts: [{ code: 'WELCOME10', amount: 1998 }],
    delivery: {
      state: 'chosen',
      slug: 'parcel-locker',
      name: 'Parcel locker',
      place: 'Itis',
      amount: 490,
    },
    gift_wrap: null,
    total: 18_472,
    gift_cards: [{ code: 'GIFT-CARD-5000', amount: 5000 }],
    charged: 13_472,
  });

  it('adds up (the invariant every page relies on)', () => {
    expect(summaryAddsUp(filled)).toBe(true);
    expect(summaryAddsUp({ ...filled, total: filled.total + 1 })).toBe(false);
    expect(summaryAddsUp({ ...filled, delivery: { state: 'from', amount: 490 } })).toBe(false);
  });

  it('lists discounts, delivery with its place, the total, gift cards and the charge', () => {
    const rows = summaryTotalRows(filled, 'en');
    expect(rows.map((row) => [row.id, row.amount])).toEqual([
      ['summary-lines-total', '€199.80'],
      ['summary-discount', '−€19.98'],
      ['summary-delivery', '€4.90'],
      ['summary-delivery-place', null],
      ['summary-total', '€184.72'],
      ['summary-gift-card', '−€50'],
      ['summary-charged', '€134.72'],
    ]);
  });

  it('shows delivery "from" outside the total and no gift packing unless chosen', () => {
    const rows = summaryTotalRows(
      summary({
        lines_total: 100,
        total: 100,
        charged: 100,
        delivery: { state: 'from', amount: 490 },
      }),
      'fi',
    );
    expect(rows.map((row) => row.id)).toEqual([
      'summary-lines-total',
      'summary-delivery-from',
      'summary-total',
    ]);
    expect(rows[1]?.values).toEqual({ amount: '4,90\u00a0€' });
  });

  it('has its labels in all six languages', async () => {
    const messages = await loadAllMessages(priceSummaryLoaders);
    expect(checkMessages('priceSummary', messages)).toEqual([]);
    for (const language of LANGUAGES) expect(messages[language]['summary.total']).toBeTruthy();
  });
});
