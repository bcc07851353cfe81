// @vitest-environment jsdom
import { ANONYMOUS_USER, type EnterpriseOrderRequest, shopBus } from '@shop/shared-contracts';
import { commonMessages } from '@shop/shared-contracts/react';
import { act } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkoutMessages } from '../../messages/checkout-messages';
import { staffMessages } from '../../messages/staff-messages';
import { jsonResponse, type RenderedPage, render } from '../../test-support/render';
import { validationResponse } from '../validation/test-response';
import { EnterpriseOrder } from './enterprise-order';

const fetchMock = vi.fn<typeof fetch>();
let page: RenderedPage | undefined;

const ENTERPRISE_URL = '/api/customer/enterprise/order/';
const methods = validationResponse({
  delivery_methods: [
    {
      slug: 'home-delivery',
      name: 'Home delivery',
      kind: 'home',
      price: 590,
      freeThreshold: null,
      timeEstimate: '1–3 days',
      locations: [],
    },
  ],
});

const STAFF_ACCOUNT = {
  id: 2,
  is_staff: true,
  is_admin: false,
  username: 'henkilokunta',
  postcode: null,
  customer: {
    wishlist_model_ids: [],
    voted_reviews: [],
    is_org_user: false,
    hashed_email: 'a'.repeat(64),
    email: 'henkilokunta@example.com',
    cart_content: { products: [] },
  },
};

const query = <T extends Element>(testId: string) =>
  page?.container.querySelector<T>(`[data-testid="${testId}"]`) ?? null;

const enterpriseCalls = () =>
  fetchMock.mock.calls.filter(([input]) => String(input) === ENTERPRISE_URL);

async function fill(testId: string, value: string) {
  await act(async () => {
    const field = query<HTMLInputElement | HTMLSelectElement>(testId);
    if (!field) throw new Error(`no ${testId}`);
    const prototype = Object.getPrototypeOf(field) as object;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(
      new Event(field instanceof HTMLSelectElement ? 'change' : 'input', {
        bubbles: true,
      }),
    );
  });
}

async function submit() {
  await act(async () => {
    query<HTMLFormElement>('enterprise-form')?.requestSubmit();
  });
}

/** Waits inside act, so the form's async validation and the answer settle in it. */
async function settle(check: () => void) {
  await act(async () => {
    await vi.waitFor(check);
  });
}

beforeAll(async () => {
  localStorage.setItem(
    'cart',
    JSON.stringify({ lines: [{ uid: 'line-1', variantId: 11, modelId: 1, amount: 2 }] }),
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
  shopBus.emit('auth:changed', {
    isLoading: false,
    user: { ...ANONYMOUS_USER, isAuthenticated: true, id: 2, isStaffUser: true },
  });
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url === '/api/checkout/') return jsonResponse(methods);
    // The staff member's own cart kept on the account (issue 8 point 2): nothing saved.
    if (url === '/api/customer/') return jsonResponse(STAFF_ACCOUNT);
    if (url === '/api/customer/cart/') return new Response(null, { status: 204 });
    if (url === ENTERPRISE_URL) {
      return jsonResponse(
        {
          orderNumber: '1000207',
          slug: '1000207/abcdefghijklmnopqrstuvwxyz012345',
          customerEmail: 'yritys@example.com',
          reference: 'PO-17',
          currencyCode: 'eur',
          linesTotal: 18_000,
          deliveryTotal: 590,
          total: 18_590,
        },
        201,
      );
    }
    return jsonResponse({ message: 'not in this test' }, 503);
  });
  page = await render(<EnterpriseOrder language="en" />, [
    staffMessages,
    checkoutMessages,
    commonMessages,
  ]);
  await settle(() => expect(query('enterprise-form')).not.toBeNull());
});

afterAll(() => {
  page?.unmount();
  vi.unstubAllGlobals();
});

describe('the enterprise order', () => {
  it('needs the organisation customer, the reference and "I accept the billing"', async () => {
    expect(page?.text('[data-testid="enterprise-cart"]')).toBe('The cart has 1 product.');
    await submit();
    await settle(() => expect(query('error-billing')).not.toBeNull());
    expect(query('error-customer')).not.toBeNull();
    expect(query('error-reference')).not.toBeNull();
    expect(enterpriseCalls()).toEqual([]);
  });

  it('orders the cart for the organisation, shows the order number and empties the cart', async () => {
    await fill('enterprise-customer', 'Yritys@example.com');
    await fill('enterprise-reference', 'PO-17');
    await fill('enterprise-delivery_method', 'home-delivery');
    await fill('enterprise-first_name', 'Olli');
    await fill('enterprise-last_name', 'Organisaatio');
    await fill('enterprise-address', 'Keilaranta 1');
    await fill('enterprise-postal_code', '02150');
    await fill('enterprise-city', 'Espoo');
    await fill('enterprise-phone', '+358 40 765 4321');
    await fill('enterprise-email', 'hankinta@yritys.example');
    await act(async () => query<HTMLInputElement>('enterprise-accept-billing')?.click());
    await submit();
    await settle(() => expect(query('enterprise-placed')).not.toBeNull());
    expect(page?.text('[data-testid="enterprise-placed"]')).toContain(
      'Order 1000207 was placed for yritys@example.com and will be invoiced.',
    );
    expect(page?.text('[data-testid="enterprise-placed"]')).toContain('185.90');

    const [call] = enterpriseCalls();
    const body = JSON.parse(String(call?.[1]?.body)) as EnterpriseOrderRequest;
    expect(body).toMatchObject({
      customer_email: 'yritys@example.com',
      country_code: 'fi',
      language_code: 'en',
      lines: [{ variant_id: 11, amount: 2 }],
      reference: 'PO-17',
      accept_billing: true,
      form: { delivery_method: 'home-delivery', city: 'Espoo', postal_code: '02150' },
    });
    expect(new Headers(call?.[1]?.headers).get('idempotency-key')).toMatch(/^staff-/);
    expect(localStorage.getItem('cart')).toBeNull();
  });
});
