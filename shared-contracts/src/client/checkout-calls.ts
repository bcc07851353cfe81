import type {
  deliveryMethodsResponseSchema,
  orderLookupCodeResponseSchema,
  orderResponseSchema,
  orderStatusResponseSchema,
  PayLaterProvider,
  payLaterConfirmResponseSchema,
} from '../api/checkout.js';
import type {
  CheckoutValidationRequest,
  checkoutValidationResponseSchema,
} from '../api/checkout-validation.js';
import { IDEMPOTENCY_KEY_HEADER } from '../api/order-limits.js';
import type { PlaceOrderRequest, placeOrderResponseSchema } from '../api/orders.js';
import type { StartPaymentRequest, startPaymentResponseSchema } from '../api/payments.js';
import type { Language } from '../market/languages.js';
import { apiCall } from './api-call.js';

// The checkout calls, one export each (`checkoutApi.name(...)` in the browser, see `apiCall`).

/** Platform §7 checkout validation: the server prices the cart as it stands. */
export const validateCheckout = /* @__PURE__ */ apiCall(
  (client) => (body: CheckoutValidationRequest, signal?: AbortSignal) =>
    client.post<typeof checkoutValidationResponseSchema>('/api/checkout/', { body, signal }),
);

/**
 * Places the order; `idempotencyKey` is made once per attempt and sent again on its retries,
 * so a retried request never makes a second order.
 */
export const placeOrder = /* @__PURE__ */ apiCall(
  (client) => (body: PlaceOrderRequest, idempotencyKey: string, signal?: AbortSignal) =>
    client.post<typeof placeOrderResponseSchema>('/api/orders/', {
      body,
      signal,
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    }),
);

/**
 * Starts paying a pending order with a method; the answer is the provider's page, where the
 * shopper approves or cancels and from which they return to the order's outcome page.
 */
export const startPayment = /* @__PURE__ */ apiCall(
  (client) => (body: StartPaymentRequest, signal?: AbortSignal) =>
    client.post<typeof startPaymentResponseSchema>('/api/payments/', { body, signal }),
);

/**
 * View-order lookup; a wrong email and number pair is a 404, whichever of them is wrong. The
 * order link's `token` or a mailed `code` proves the shopper may see it (a 403
 * `ORDER_LOOKUP_CODE_REQUIRED` asks for a code).
 */
export const lookupOrder = /* @__PURE__ */ apiCall(
  (client) =>
    (
      query: {
        email: string;
        orderNumber: string;
        lang: Language;
        token?: string;
        code?: string;
      },
      signal?: AbortSignal,
    ) =>
      client.get<typeof orderResponseSchema>('/api/orders/lookup/', {
        query: {
          email: query.email,
          order_number: query.orderNumber,
          lang: query.lang,
          ...(query.token ? { token: query.token } : {}),
          ...(query.code ? { code: query.code } : {}),
        },
        signal,
      }),
);

/** Asks for a one-time lookup code by email; answered alike whether an order matched. */
export const requestOrderLookupCode = /* @__PURE__ */ apiCall(
  (client) =>
    (body: { email: string; orderNumber: string; lang: Language }, signal?: AbortSignal) =>
      client.post<typeof orderLookupCodeResponseSchema>('/api/orders/lookup/code/', {
        body: { email: body.email, order_number: body.orderNumber, lang: body.lang },
        signal,
      }),
);

/** The order of a payment-outcome page, by its `{orderNumber}/{token}` slug. */
export const orderBySlug = /* @__PURE__ */ apiCall(
  (client) => (slug: string, lang: Language, signal?: AbortSignal) =>
    client.get<typeof orderResponseSchema>('/api/orders/by-slug/', {
      query: { slug, lang },
      signal,
    }),
);

/** Status and payment outcome, polled by the order-process page. */
export const orderStatus = /* @__PURE__ */ apiCall(
  (client) => (slug: string, signal?: AbortSignal) =>
    client.get<typeof orderStatusResponseSchema>('/api/orders/status/', {
      query: { order: slug },
      signal,
    }),
);

/** Resolves a pay-later provider's order id to the shop order's outcome slug. */
export const confirmPayLater = /* @__PURE__ */ apiCall(
  (client) => (provider: PayLaterProvider, providerOrderId: string, signal?: AbortSignal) =>
    client.get<typeof payLaterConfirmResponseSchema>(
      `/api/checkout/${encodeURIComponent(provider)}/confirm/`,
      { query: { klarna_order_id: providerOrderId }, signal },
    ),
);

/** Delivery methods offered in a delivery country, in display order. */
export const deliveryMethods = /* @__PURE__ */ apiCall(
  (client) => (country: string, lang: Language, signal?: AbortSignal) =>
    client.get<typeof deliveryMethodsResponseSchema>('/api/checkout/delivery-methods/', {
      query: { country, lang },
      signal,
    }),
);

/** Query keys of the checkout calls; every key starts with `'checkout'` (see queries/checkout-queries). */
export const checkoutKeys = {
  all: ['checkout'] as const,
  /** Every read of one order or its status, e.g. to refresh them after a payment. */
  orders: () => ['checkout', 'order'] as const,
  orderBySlug: (slug: string, lang: Language) =>
    ['checkout', 'order', 'by-slug', slug, lang] as const,
  orderStatus: (slug: string) => ['checkout', 'order', 'status', slug] as const,
  payLaterConfirm: (provider: PayLaterProvider, providerOrderId: string) =>
    ['checkout', 'pay-later-confirm', provider, providerOrderId] as const,
  deliveryMethods: (country: string, lang: Language) =>
    ['checkout', 'delivery-methods', country, lang] as const,
};
