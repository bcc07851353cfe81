// @vitest-environment jsdom
import {
  ANONYMOUS_USER,
  type CheckoutProductLine,
  createMemoryStorage,
  shopBus,
  type TransferRequestRequest,
} from '@shop/shared-contracts';
import { act, useSyncExternalStore } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { staffMessages } from '../../messages/staff-messages';
import { jsonResponse, type RenderedPage, render } from '../../test-support/render';
import { type CartStore, createCartStore } from '../cart/cart-store';
import { storageWith } from '../cart/test-cart';
import { validationResponse } from '../validation/test-response';
import { TransferRequestPanel } from './transfer-request-panel';

const fetchMock = vi.fn<typeof fetch>();
let page: RenderedPage | undefined;

const STORES = [
  { id: 1, slug: 'helsinki', name: 'Helsinki', type: 'retail', isWeb: false },
  { id: 2, slug: 'tampere', name: 'Tampere', type: 'retail', isWeb: false },
  { id: 3, slug: 'oulu', name: 'Oulu', type: 'retail', isWeb: false },
  { id: 99, slug: 'toimittaja', name: 'Toimittajan varasto', type: 'external', isWeb: false },
];

const priced = (uid: string, productId: number, name: string): CheckoutProductLine => ({
  uid,
  product_id: productId,
  model_id: 1,
  name,
  brand: 'Fjell',
  variant_text: 'Black, M',
  path: null,
  image: null,
  amount: 1,
  max_amount: 9,
  on_order: false,
  frozen: false,
  unit_price: 100,
  regular_unit_price: 100,
  price_type: 'normal',
  line_total: 100,
  shipping_days: 2,
  error: null,
});
const response = validationResponse({
  products: [priced('a', 11, 'Trail Jacket'), priced('b', 12, 'Wool Socks')],
});

function Harness({ store }: { readonly store: CartStore }) {
  const cart = useSyncExternalStore(store.subscribe, store.current);
  return <TransferRequestPanel store={store} cart={cart} response={response} language="en" />;
}

function signIn(isStaffUser: boolean) {
  shopBus.emit('auth:changed', {
    isLoading: false,
    user: { ...ANONYMOUS_USER, isAuthenticated: true, id: 7, isStaffUser, email: 'h@example.com' },
  });
}

const query = <T extends Element>(testId: string) =>
  page?.container.querySelector<T>(`[data-testid="${testId}"]`) ?? null;

async function click(testId: string) {
  await act(async () => {
    const element = query<HTMLElement>(testId);
    if (!element) throw new Error(`no ${testId}`);
    element.click();
  });
}

async function type(testId: string, text: string) {
  await act(async () => {
    const input = query<HTMLInputElement>(testId);
    if (!input) throw new Error(`no ${testId}`);
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

function cartWithTwoLines() {
  return createCartStore({
    storage: storageWith({
      lines: [
        { uid: 'a', variantId: 11, modelId: 1, amount: 3 },
        { uid: 'b', variantId: 12, modelId: 2, amount: 1 },
      ],
    }),
  });
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith('/api/resources/')) {
      return jsonResponse({
        colors: [],
        manufacturers: [],
        productGroups: [],
        propertyFilters: [],
        propertyTypes: [],
        stores: STORES,
        taxRates: [],
      });
    }
    if (url === '/api/customer/transfer_request/') {
      return jsonResponse({ id: 4, number: '500004', status: 'open' }, 201);
    }
    return jsonResponse({ message: 'not in this test' }, 503);
  });
});

afterEach(() => {
  page?.unmount();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('the transfer request panel', () => {
  it('is not there for a customer who is not staff (platform §6)', async () => {
    signIn(false);
    const store = createCartStore({ storage: createMemoryStorage() });
    page = await render(<Harness store={store} />, [staffMessages]);
    expect(query('transfer-request')).toBeNull();
  });

  it('asks for enough picks with several sources (platform §5), then sends and clears', async () => {
    signIn(true);
    const store = cartWithTwoLines();
    page = await render(<Harness store={store} />, [staffMessages]);
    // The staff panel's code loads on demand (shoppers never load it).
    await vi.waitFor(() => expect(query('transfer-start')).not.toBeNull());
    await click('transfer-start');
    await vi.waitFor(() => expect(query('transfer-from-1')).not.toBeNull());
    // A supplier's stock is not a warehouse to move from.
    expect(query('transfer-from-99')).toBeNull();
    await click('transfer-from-1');
    await click('transfer-from-2');
    await click('transfer-to-3');
    expect(query<HTMLInputElement>('transfer-to-1')?.disabled).toBe(true);
    await click('transfer-high-priority');

    const problems = () =>
      [
        ...(page?.container.querySelectorAll('[data-testid="transfer-problem-picks-short"]') ?? []),
      ].map((element) => element.textContent?.trim());
    expect(problems()).toEqual([
      'Pick enough products from the warehouses for the row Trail Jacket',
      'Pick enough products from the warehouses for the row Wool Socks',
    ]);
    expect(query<HTMLButtonElement>('transfer-send')?.disabled).toBe(true);

    await type('transfer-pick-a-1', '1');
    await type('transfer-pick-a-2', '2');
    await type('transfer-pick-b-2', '1');
    expect(problems()).toEqual([]);
    expect(query<HTMLButtonElement>('transfer-send')?.disabled).toBe(false);

    await click('transfer-send');
    await vi.waitFor(() =>
      expect(page?.text('[data-testid="transfer-sent"]')).toBe('Transfer request 500004 was sent.'),
    );
    const sent = fetchMock.mock.calls.find(([input]) =>
      String(input).includes('/transfer_request/'),
    );
    const body = JSON.parse(String(sent?.[1]?.body)) as TransferRequestRequest;
    expect(body).toEqual({
      from_store_ids: [1, 2],
      to_store_ids: [3],
      reserve_quantity: false,
      high_priority: true,
      rows: [
        {
          variant_id: 11,
          amount: 3,
          from: [
            { store_id: 1, amount: 1 },
            { store_id: 2, amount: 2 },
          ],
          to: [],
        },
        {
          variant_id: 12,
          amount: 1,
          from: [
            { store_id: 1, amount: 0 },
            { store_id: 2, amount: 1 },
          ],
          to: [],
        },
      ],
    });
    expect(new Headers(sent?.[1]?.headers).get('idempotency-key')).toMatch(/^staff-/);
    // Sent: the request and the lines' store amounts leave the cart; the lines stay.
    expect(store.current().transferRequest).toBeNull();
    expect(store.current().lines.map((line) => [line.uid, line.transfer])).toEqual([
      ['a', undefined],
      ['b', undefined],
    ]);
  });

  it('makes the row amount the sum of several destinations (platform §5)', async () => {
    signIn(true);
    const store = cartWithTwoLines();
    page = await render(<Harness store={store} />, [staffMessages]);
    // The staff panel's code loads on demand (shoppers never load it).
    await vi.waitFor(() => expect(query('transfer-start')).not.toBeNull());
    await click('transfer-start');
    await vi.waitFor(() => expect(query('transfer-from-1')).not.toBeNull());
    await click('transfer-from-1');
    await click('transfer-to-2');
    await click('transfer-to-3');
    await type('transfer-to-a-2', '2');
    await type('transfer-to-a-3', '4');
    const amounts = [
      ...(page?.container.querySelectorAll('[data-testid="transfer-row-amount"]') ?? []),
    ];
    expect(amounts.map((cell) => cell.textContent)).toEqual(['6', '1']);
    expect(store.current().lines[0]?.amount).toBe(6);
    // The second row has no destination amounts yet: they must add up to its amount.
    expect(page?.text('[data-testid="transfer-problem-destination-sum"]')?.trim()).toBe(
      'The amounts per store must add up to the row amount of Wool Socks',
    );
    await click('transfer-cancel');
    expect(store.current().transferRequest).toBeNull();
    expect(store.current().lines[0]).toEqual({ uid: 'a', variantId: 11, modelId: 1, amount: 6 });
  });
});
