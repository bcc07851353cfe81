// @vitest-environment jsdom
import {
  ANONYMOUS_USER,
  type CheckoutProductLine,
  emptyPriceSummary,
  shopBus,
} from '@shop/shared-contracts';
import { priceSummaryMessages } from '@shop/shared-contracts/react';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { validationResponse } from '../features/validation/test-response';
import { checkoutMessages } from '../messages/checkout-messages';
import { jsonResponse, type RenderedPage, render } from '../test-support/render';
import CartPage from './cart-page';

const fetchMock = vi.fn<typeof fetch>();
let page: RenderedPage | undefined;

const row = (uid: string, unitPrice: number, amount: number): CheckoutProductLine => ({
  uid,
  product_id: 11,
  model_id: 1,
  name: `Jacket ${uid}`,
  brand: 'Fjell',
  variant_text: 'Black, M',
  path: null,
  image: null,
  amount,
  max_amount: null,
  on_order: false,
  frozen: false,
  unit_price: unitPrice,
  regular_unit_price: unitPrice,
  price_type: 'normal',
  line_total: unitPrice * amount,
  shipping_days: 2,
  error: null,
});

/**
 * A SEK cart at 11.144 kr/€ priced as the server prices it (decision 0023): 100 € is 1 114 kr a
 * piece, so two are 2 228 kr (the euro row converted whole would be 2 229 kr); a 10 % code, no
 * delivery chosen yet (from 59 kr) and no gift packing.
 */
const RESPONSE = validationResponse({
  products: [row('a', 10_000, 2), row('b', 2_550, 1)],
  summary: {
    ...emptyPriceSummary('SEK'),
    lines: [
      {
        kind: 'product',
        name: 'Fjell Jacket a',
        detail: 'Black, M',
        amount: 2,
        unit: 111_400,
        regular_unit: null,
        total: 222_800,
      },
      {
        kind: 'product',
        name: 'Fjell Jacket b',
        detail: 'Black, M',
        amount: 1,
        unit: 28_400,
        regular_unit: null,
        total: 28_400,
      },
    ],
    lines_total: 251_200,
    discounts: [{ code: 'TALVI10', amount: 25_100 }],
    delivery: { state: 'from', amount: 5_900 },
    total: 226_100,
    charged: 226_100,
  },
});

/** A whole-krona amount as shown, e.g. `SEK 2,228` or `−2 228 kr`, in hundredths. */
const minorOf = (text: string | undefined) => Number((text ?? '').replace(/\D/g, '')) * 100;

beforeAll(() => {
  localStorage.setItem(
    'cart',
    JSON.stringify({
      lines: [
        { uid: 'a', variantId: 11, modelId: 1, amount: 2 },
        { uid: 'b', variantId: 11, modelId: 1, amount: 1 },
      ],
    }),
  );
  shopBus.emit('market:changed', {
    status: 'DONE',
    language: 'en',
    deliveryCountryCode: 'se',
    deliveryCountryName: 'Sweden',
    currencyCode: 'sek',
    currencyRate: 11.144,
    taxAreaId: 2,
    isEuMember: true,
  });
  shopBus.emit('auth:changed', { isLoading: false, user: ANONYMOUS_USER });
});

afterEach(() => {
  page?.unmount();
  vi.unstubAllGlobals();
});

describe('the cart page’s money (decision 0023)', () => {
  it('shows rows that add up to the summary, and a total without unchosen extras', async () => {
    vi.stubGlobal('fetch', fetchMock);
    // The validation only: the store-pickup question (delivery methods) is not this test's.
    const isValidation = (input: unknown) => /\/api\/checkout\/(\?|$)/.test(String(input));
    fetchMock.mockImplementation(async (input) =>
      isValidation(input)
        ? jsonResponse(RESPONSE)
        : jsonResponse({ message: 'not in this test' }, 503),
    );
    page = await render(<CartPage language="en" routeId="checkout" params={{}} />, [
      checkoutMessages,
      priceSummaryMessages,
    ]);
    await act(async () => {
      await vi.waitFor(() => expect(page?.text('[data-testid="summary-total"]')).toBeDefined());
    });
    const call = fetchMock.mock.calls.find(([input]) => isValidation(input));
    const sent = JSON.parse(String(call?.[1]?.body));
    expect(sent).toMatchObject({ country_code: 'se', currency_code: 'sek' });

    const rows = [...(page?.container.querySelectorAll('[data-testid="cart-line-total"]') ?? [])];
    expect(rows.map((cell) => minorOf(cell.textContent ?? ''))).toEqual([222_800, 28_400]);
    expect(page?.text('[data-testid="cart-line-unit"]')).toMatch(/^2 × .*1,114/);
    const shown = (testId: string) => minorOf(page?.text(`[data-testid="${testId}-amount"]`));
    const linesTotal = shown('summary-lines-total');
    expect(rows.reduce((sum, cell) => sum + minorOf(cell.textContent ?? ''), 0)).toBe(linesTotal);
    // Delivery is not chosen: it is named "from" without an amount and left out of the total.
    expect(page?.text('[data-testid="summary-delivery-from"]')).toMatch(/59/);
    expect(
      page?.container.querySelector('[data-testid="summary-delivery-from-amount"]'),
    ).toBeNull();
    expect(page?.container.querySelector('[data-testid="summary-delivery"]')).toBeNull();
    expect(page?.container.querySelector('[data-testid="summary-gift-wrap"]')).toBeNull();
    expect(shown('summary-total')).toBe(linesTotal - shown('summary-discount'));
  });
});
