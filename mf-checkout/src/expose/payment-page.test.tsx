// @vitest-environment jsdom
import { ANONYMOUS_USER, emptyPriceSummary, shopBus } from '@shop/shared-contracts';
import { commonMessages, priceSummaryMessages } from '@shop/shared-contracts/react';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { validationResponse } from '../features/validation/test-response';
import { checkoutMessages } from '../messages/checkout-messages';
import { jsonResponse, type RenderedPage, render } from '../test-support/render';
import PaymentPage from './payment-page';

const fetchMock = vi.fn<typeof fetch>();
let page: RenderedPage | undefined;

const line = (name: string, unit: number, amount: number) => ({
  kind: 'product' as const,
  name,
  detail: 'Black, M',
  amount,
  unit,
  regular_unit: null,
  total: unit * amount,
});

/** The payment page's validation with a pickup point chosen, priced in SEK (decision 0023). */
const RESPONSE = validationResponse({
  delivery_methods: [
    {
      slug: 'pickup-point',
      name: 'Pickup point',
      kind: 'pickup-point',
      price: 490,
      freeThreshold: null,
      timeEstimate: '2–4 days',
      locations: [{ id: 'kiosk-1', name: 'Kiosk Kamppi', address: 'Urho Kekkosen katu 1' }],
    },
  ],
  summary: {
    ...emptyPriceSummary('SEK'),
    lines: [line('Fjell Trail Jacket', 111_400, 2), line('Fjell Cap', 28_400, 1)],
    lines_total: 251_200,
    delivery: {
      state: 'chosen',
      slug: 'pickup-point',
      name: 'Pickup point',
      place: 'Kiosk Kamppi',
      amount: 5_500,
    },
    total: 256_700,
    charged: 256_700,
  },
});

const MARKETS = {
  countries: [
    { code: 'fi', name: 'Finland', currencyCode: 'eur' },
    { code: 'se', name: 'Sweden', currencyCode: 'sek' },
  ],
  currencies: ['eur', 'sek'],
};

beforeAll(() => {
  localStorage.setItem(
    'cart',
    JSON.stringify({
      lines: [
        { uid: 'a', variantId: 11, modelId: 1, amount: 2 },
        { uid: 'b', variantId: 12, modelId: 2, amount: 1 },
      ],
      form: { delivery_method: 'pickup-point', delivery_location: 'kiosk-1' },
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

describe('the payment page', () => {
  it('lists the order’s lines and the totals for the chosen delivery, in the shown currency', async () => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.includes('/api/checkout/')) return jsonResponse(RESPONSE);
      if (url.includes('/api/markets/')) return jsonResponse(MARKETS);
      return jsonResponse({ message: 'not in this test' }, 503);
    });
    page = await render(<PaymentPage language="en" routeId="checkoutPayment" params={{}} />, [
      checkoutMessages,
      commonMessages,
      priceSummaryMessages,
    ]);
    await act(async () => {
      await vi.waitFor(() => {
        expect(page?.text('[data-testid="summary-total"]')).toBeDefined();
        expect(
          page?.container.querySelector('select[data-testid="checkout-country"]'),
        ).not.toBeNull();
      });
    });
    const call = fetchMock.mock.calls.find(([input]) => String(input).includes('/api/checkout/'));
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({
      country_code: 'se',
      currency_code: 'sek',
      delivery_method: 'pickup-point',
      delivery_location: 'kiosk-1',
    });
    const names = [...(page?.container.querySelectorAll('[data-testid="summary-line"]') ?? [])];
    expect(names.map((node) => node.querySelector('.price-summary-name')?.textContent)).toEqual([
      'Fjell Trail Jacket (Black, M)',
      'Fjell Cap (Black, M)',
    ]);
    expect(page?.text('[data-testid="summary-delivery"]')).toContain('Pickup point');
    expect(page?.text('[data-testid="summary-delivery-place"]')).toContain('Kiosk Kamppi');
    expect(page?.text('[data-testid="summary-total-amount"]')).toMatch(/2,567/);
    expect(page?.text('[data-testid="checkout-pay"]')).toMatch(/^Pay .*2,567/);
    // A delivery outside Finland names its country, the market's chosen.
    const country = page?.container.querySelector<HTMLSelectElement>(
      'select[data-testid="checkout-country"]',
    );
    expect(country?.value).toBe('se');
  });
});
