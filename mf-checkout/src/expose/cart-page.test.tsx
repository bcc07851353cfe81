// @vitest-environment jsdom
import {
  ANONYMOUS_USER,
  type CheckoutValidationRequest,
  emptyPriceSummary,
  shopBus,
} from '@shop/shared-contracts';
import {
  commonMessages,
  createShopQueryClient,
  priceSummaryMessages,
} from '@shop/shared-contracts/react';
import { initReactI18next } from '@shop/shared-contracts/react-i18next';
import { QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { VALIDATION_DEBOUNCE_MS } from '../features/validation/checkout-validator';
import { validationResponse } from '../features/validation/test-response';
import { checkoutMessages } from '../messages/checkout-messages';
import { jsonResponse, type RenderedPage, render } from '../test-support/render';
import CartPage from './cart-page';

const fetchMock = vi.fn<typeof fetch>();
let page: RenderedPage | undefined;

const priced = (amount: number, error: 'OUT_OF_STOCK' | null = null) =>
  validationResponse({
    products: [
      {
        uid: 'line-1',
        product_id: 11,
        model_id: 1,
        name: 'Trail Jacket',
        brand: 'Fjell',
        variant_text: 'Black, M',
        path: '/fjell/trail-jacket/',
        image: null,
        amount,
        max_amount: 3,
        on_order: false,
        frozen: false,
        unit_price: 10_000,
        regular_unit_price: 12_000,
        price_type: 'discount',
        line_total: 10_000 * amount,
        shipping_days: 2,
        error,
      },
    ],
    lines_total: 10_000 * amount,
    total_price: 10_000 * amount,
    payable_price: 10_000 * amount,
    delivery_thresholds: { delivery_threshold: 50_000, repack_threshold: null },
    errors: error ? [{ code: error, field: 'products.0.amount', message: 'only 3' }] : [],
    summary: {
      ...emptyPriceSummary('EUR'),
      lines: [
        {
          kind: 'product',
          name: 'Fjell Trail Jacket',
          detail: 'Black, M',
          amount,
          unit: 10_000,
          regular_unit: 12_000,
          total: 10_000 * amount,
        },
      ],
      lines_total: 10_000 * amount,
      delivery: { state: 'from', amount: 590 },
      total: 10_000 * amount,
      charged: 10_000 * amount,
    },
  });

const isValidation = (input: unknown) =>
  new URL(String(input), 'http://shop.test').pathname === '/api/checkout/';
const deliveryMethod = (kind: 'home' | 'store') => ({
  slug: kind,
  name: kind,
  kind,
  price: 0,
  freeThreshold: null,
  timeEstimate: '2-5',
});

const checkoutCalls = () => fetchMock.mock.calls.filter(([input]) => isValidation(input));
const sentBodies = () =>
  checkoutCalls().map(([, init]) => JSON.parse(String(init?.body)) as CheckoutValidationRequest);

beforeAll(() => {
  localStorage.setItem(
    'cart',
    JSON.stringify({ lines: [{ uid: 'line-1', variantId: 11, modelId: 1, amount: 1 }] }),
  );
  shopBus.emit('market:changed', {
    status: 'DONE',
    language: 'en',
    deliveryCountryCode: 'fi',
    deliveryCountryName: 'Finland',
    currencyCode: 'eur',
    currencyRate: 1,
    taxAreaId: 1,
    isEuMember: true,
  });
  shopBus.emit('auth:changed', { isLoading: false, user: ANONYMOUS_USER });
});

afterEach(() => {
  page?.unmount();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the cart page', () => {
  it("renders on the server without the shopper's cart: the heading, and a box the browser fills", async () => {
    if (!i18next.isInitialized) {
      await i18next.use(initReactI18next).init({ lng: 'en', resources: {}, fallbackLng: 'en' });
    }
    await Promise.all([checkoutMessages.load('en'), commonMessages.load('en')]);
    vi.stubGlobal('fetch', fetchMock);
    const html = renderToString(
      <QueryClientProvider client={createShopQueryClient()}>
        <MemoryRouter>
          <CartPage language="en" routeId="checkout" params={{}} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(html).toContain('<h1>Shopping cart</h1>');
    expect(html).toContain('data-testid="cart-pending"');
    expect(html).not.toContain('data-testid="cart-contents"');
    expect(html).not.toContain('Trail Jacket');
    expect(checkoutCalls()).toHaveLength(0);
  });

  it('shows the server’s prices, re-validates an edited amount after 2 s and flashes errors', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', fetchMock);
    const answers = [priced(1), priced(3, 'OUT_OF_STOCK')];
    // Only checkout validation is answered here; the stores list is not this test's business.
    fetchMock.mockImplementation(async (input) =>
      isValidation(input)
        ? jsonResponse(answers.shift())
        : jsonResponse({ message: 'not in this test' }, 503),
    );
    page = await render(<CartPage language="en" routeId="checkout" params={{}} />, [
      checkoutMessages,
      priceSummaryMessages,
    ]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(page.text('[data-testid="cart-line-name"]')).toBe('Fjell Trail Jacket');
    expect(page.text('[data-testid="summary-total-amount"]')).toContain('100');
    expect(page.text('[data-testid="free-delivery-missing"]')).toContain('400');
    expect(sentBodies()[0]).toMatchObject({ country_code: 'fi', currency_code: 'eur' });
    expect(sentBodies()[0]?.products).toEqual([
      { uid: 'line-1', product_id: 11, amount: 1, frozen: false },
    ]);

    const input = page.container.querySelector<HTMLInputElement>(
      '[data-testid="cart-line-amount"]',
    );
    await act(async () => {
      if (!input) throw new Error('no amount field');
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      setValue?.call(input, '9');
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    });
    // Kept to the server's max_amount with a word why, and sent only after the debounce.
    expect(input?.value).toBe('3');
    expect(page.text('[data-testid="cart-line-amount-limit"]')).toBe('Only 3 can be ordered.');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(VALIDATION_DEBOUNCE_MS - 10);
    });
    expect(checkoutCalls()).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(20);
    });
    expect(sentBodies()[1]?.products?.[0]?.amount).toBe(3);
    expect(page.text('[data-testid="checkout-errors"]')).toContain('out of stock');
    expect(page.text('[data-testid="cart-line-error"]')).toContain('out of stock');
  });

  it.each([
    ['fi', 'Finland', [deliveryMethod('home'), deliveryMethod('store')], true],
    ['se', 'Sweden', [deliveryMethod('home')], false],
  ] as const)(
    'offers pickup in our stores only where the country has store pickup (%s)',
    async (country, name, methods, isOffered) => {
      vi.stubGlobal('fetch', fetchMock);
      fetchMock.mockImplementation(async (input) => {
        const url = new URL(String(input), 'http://shop.test');
        if (url.pathname === '/api/checkout/delivery-methods/') {
          return url.searchParams.get('country') === country
            ? jsonResponse(methods)
            : jsonResponse({ message: 'another country' }, 404);
        }
        return isValidation(input) ? jsonResponse(priced(1)) : jsonResponse({ message: 'no' }, 503);
      });
      shopBus.emit('market:changed', {
        status: 'DONE',
        language: 'en',
        deliveryCountryCode: country,
        deliveryCountryName: name,
        currencyCode: country === 'fi' ? 'eur' : 'sek',
        currencyRate: country === 'fi' ? 1 : 11.2,
        taxAreaId: 1,
        isEuMember: true,
      });
      page = await render(<CartPage language="en" routeId="checkout" params={{}} />, [
        checkoutMessages,
      ]);
      await vi.waitFor(() =>
        expect(
          fetchMock.mock.calls.some(([input]) => String(input).includes('delivery-methods')),
        ).toBe(true),
      );
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
      });
      const heading = 'Collect your order free of charge from our stores:';
      expect(page.container.textContent?.includes(heading)).toBe(isOffered);
      expect(page.container.querySelector('[data-testid="cart-pickup"]') !== null).toBe(isOffered);
    },
  );
});
