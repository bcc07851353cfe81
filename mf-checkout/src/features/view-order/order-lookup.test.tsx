// @vitest-environment jsdom
import { type PriceSummary, summaryAddsUp } from '@shop/shared-contracts';
import { commonMessages, priceSummaryMessages } from '@shop/shared-contracts/react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderMessages } from '../../messages/order-messages';
import { jsonResponse, type RenderedPage, render } from '../../test-support/render';
import { OrderLookup } from './order-lookup';

const ORDER = {
  orderNumber: '1000101',
  createdAt: '2026-01-15T10:00:00.000+02:00',
  status: 'shipped',
  paymentState: 'paid',
  outcome: 'ok',
  currencyCode: 'EUR',
  currencyRate: 1,
  recipient: { firstName: 'Aino', lastName: 'Asiakas', postalCode: '00100', city: 'Helsinki' },
  deliveryMethod: { slug: 'home-delivery', name: 'Home delivery' },
  payLaterProvider: null,
  lines: [],
  linesTotal: 0,
  deliveryTotal: 0,
  total: 0,
  // The receipt the order keeps (decision 0023), in the currency it was charged in.
  summary: {
    currency: 'SEK',
    lines: [
      {
        kind: 'product',
        name: 'Fjell Trail Jacket',
        detail: 'Black, M',
        amount: 2,
        unit: 111_400,
        regular_unit: null,
        total: 222_800,
      },
    ],
    lines_total: 222_800,
    discounts: [{ code: 'TALVI10', amount: 22_300 }],
    delivery: {
      state: 'chosen',
      slug: 'pickup-point',
      name: 'Pickup point',
      place: 'Kiosk Kamppi, Urho Kekkosen katu 1',
      amount: 5_900,
    },
    gift_wrap: null,
    total: 206_400,
    gift_cards: [{ code: 'GIFT-1', amount: 50_000 }],
    charged: 156_400,
    payment_method: 'Card',
  } satisfies PriceSummary,
};

let page: RenderedPage;
const fetchMock = vi.fn<typeof fetch>();

/** Types into an uncontrolled input the way a browser does, so react-hook-form sees it. */
function type(testId: string, value: string) {
  const input = page.container.querySelector<HTMLInputElement>(`[data-testid="${testId}"]`);
  if (!input) throw new Error(`no ${testId}`);
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Submits, then lets React render in short acts until `check` passes: the schema is loaded with
 * the form's first validation and the answer comes later still, how much later depends on the
 * machine (a fixed 20 ms was too short on a slow one).
 */
async function submitUntil(check: () => void) {
  await act(async () => {
    page.container.querySelector<HTMLButtonElement>('[data-testid="view-order-submit"]')?.click();
  });
  await vi.waitFor(
    async () => {
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
      check();
    },
    { timeout: 5000 },
  );
}

const errorOf = (testId: string) => {
  const input = page.container.querySelector(`[data-testid="${testId}"]`);
  const id = input?.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

beforeEach(async () => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  page = await render(<OrderLookup language="en" />, [
    commonMessages,
    orderMessages,
    priceSummaryMessages,
  ]);
});

afterEach(() => {
  page.unmount();
  vi.unstubAllGlobals();
});

describe('OrderLookup', () => {
  it('checks the fields with the contract schema before asking the api', async () => {
    await submitUntil(() => {
      expect(errorOf('view-order-email')).toBe('Enter a valid email address.');
      expect(errorOf('view-order-order-number')).toBe('The order number has 4 to 12 digits.');
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('looks the order up by email and the digits of the order number, and shows it', async () => {
    fetchMock.mockResolvedValue(jsonResponse(ORDER));
    type('view-order-email', ' Asiakas@Example.com ');
    type('view-order-order-number', '1000 101');
    await submitUntil(() => expect(page.text('[data-testid="order-number"]')).toBe('1000101'));
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://shop.test');
    expect(url.pathname).toBe('/api/orders/lookup/');
    expect(url.searchParams.get('email')).toBe('asiakas@example.com');
    expect(url.searchParams.get('order_number')).toBe('1000101');
  });

  it('shows the receipt the order keeps: discount, delivery place, gift card and charge', async () => {
    expect(summaryAddsUp(ORDER.summary)).toBe(true);
    fetchMock.mockResolvedValue(jsonResponse(ORDER));
    type('view-order-email', 'asiakas@example.com');
    type('view-order-order-number', '1000101');
    await submitUntil(() => expect(page.text('[data-testid="order-number"]')).toBe('1000101'));
    const amount = (testId: string) => page.text(`[data-testid="${testId}-amount"]`);
    expect(page.container.querySelectorAll('[data-testid="summary-line"]')).toHaveLength(1);
    expect(page.text('[data-testid="summary-line-total"]')).toMatch(/2,228/);
    expect(page.text('[data-testid="summary-discount"]')).toContain('TALVI10');
    expect(amount('summary-discount')).toMatch(/^−.*223/);
    expect(page.text('[data-testid="summary-delivery-place"]')).toContain('Kiosk Kamppi');
    expect(page.text('[data-testid="summary-gift-card"]')).toContain('GIFT-1');
    expect(amount('summary-gift-card')).toMatch(/^−.*500/);
    expect(amount('summary-total')).toMatch(/2,064/);
    expect(page.text('[data-testid="summary-charged"]')).toMatch(/^Charged/);
    expect(amount('summary-charged')).toMatch(/1,564/);
    expect(page.text('[data-testid="summary-payment-method"]')).toContain('Card');
  });

  it('says when no order matches', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'order not found' }, 404));
    type('view-order-email', 'asiakas@example.com');
    type('view-order-order-number', '1000101');
    await submitUntil(() =>
      expect(page.text('[data-testid="view-order-error"]')).toMatch(/^Order not found/),
    );
  });

  it('puts a field the server rejected (400 fields) on that field', async () => {
    const body = {
      message: 'querystring/order_number must be 4 to 12 digits',
      fields: [{ field: 'order_number', message: 'must be 4 to 12 digits' }],
    };
    fetchMock.mockResolvedValue(jsonResponse(body, 400));
    type('view-order-email', 'asiakas@example.com');
    type('view-order-order-number', '1000101');
    await submitUntil(() =>
      expect(errorOf('view-order-order-number')).toBe('The order number has 4 to 12 digits.'),
    );
    expect(page.text('[data-testid="view-order-error"]')).toBeUndefined();
  });

  it('offers a mailed code when the api asks for one, then looks the order up with it', async () => {
    const codeRequired = {
      message: 'This email missed too often',
      code: 'ORDER_LOOKUP_CODE_REQUIRED',
    };
    fetchMock
      .mockResolvedValueOnce(jsonResponse(codeRequired, 403))
      .mockResolvedValueOnce(jsonResponse({ accepted: true }, 202))
      .mockResolvedValueOnce(jsonResponse(ORDER));
    type('view-order-email', 'asiakas@example.com');
    type('view-order-order-number', '1000101');
    await submitUntil(() =>
      expect(page.text('[data-testid="view-order-code-panel"] p')).toMatch(
        /^To protect your order/,
      ),
    );
    expect(page.text('[data-testid="view-order-error"]')).toBeUndefined();

    await act(async () => {
      page.container
        .querySelector<HTMLButtonElement>('[data-testid="view-order-send-code"]')
        ?.click();
    });
    await vi.waitFor(() =>
      expect(page.text('[data-testid="view-order-code-panel"] p')).toMatch(/^If the email address/),
    );
    const sent = fetchMock.mock.calls[1];
    expect(String(sent?.[0])).toMatch(/\/api\/orders\/lookup\/code\/$/);
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      email: 'asiakas@example.com',
      order_number: '1000101',
      lang: 'en',
    });

    type('view-order-code', '123 456');
    await submitUntil(() => expect(page.text('[data-testid="order-number"]')).toBe('1000101'));
    const url = new URL(String(fetchMock.mock.calls[2]?.[0]), 'http://shop.test');
    expect(url.searchParams.get('code')).toBe('123456');
  });

  it('says in the shopper’s language when a typed code is not six digits', async () => {
    fetchMock
      .mockResolvedValueOnce(
        jsonResponse({ message: 'x', code: 'ORDER_LOOKUP_CODE_REQUIRED' }, 403),
      )
      .mockResolvedValueOnce(jsonResponse({ accepted: true }, 202));
    type('view-order-email', 'asiakas@example.com');
    type('view-order-order-number', '1000101');
    await submitUntil(() =>
      expect(page.text('[data-testid="view-order-send-code"]')).toBe('Email me a code'),
    );
    await act(async () => {
      page.container
        .querySelector<HTMLButtonElement>('[data-testid="view-order-send-code"]')
        ?.click();
    });
    await vi.waitFor(() =>
      expect(page.container.querySelector('[data-testid="view-order-code"]')).not.toBeNull(),
    );
    type('view-order-code', '12ab');
    await submitUntil(() => expect(errorOf('view-order-code')).toBe('The code has 6 digits.'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
