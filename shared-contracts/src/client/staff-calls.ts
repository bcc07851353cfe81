import { IDEMPOTENCY_KEY_HEADER } from '../api/order-limits.js';
import type {
  EnterpriseOrderRequest,
  enterpriseOrderResponseSchema,
  TransferRequestRequest,
  transferRequestResponseSchema,
} from '../api/staff-orders.js';
import { apiCall } from './api-call.js';

// The staff calls of the checkout (platform §6), one export each (`staffApi.name(...)`). Both
// write, so each takes a key made once per attempt and sent again with its retries: a retried
// request returns the first result instead of making a second one.

/** Sends a transfer request between warehouses; with reserve-quantity it takes the stock. */
export const sendTransferRequest = /* @__PURE__ */ apiCall(
  (client) => (body: TransferRequestRequest, idempotencyKey: string, signal?: AbortSignal) =>
    client.post<typeof transferRequestResponseSchema>('/api/customer/transfer_request/', {
      body,
      signal,
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    }),
);

/** Orders the cart for an organisation customer, billed by invoice. */
export const placeEnterpriseOrder = /* @__PURE__ */ apiCall(
  (client) => (body: EnterpriseOrderRequest, idempotencyKey: string, signal?: AbortSignal) =>
    client.post<typeof enterpriseOrderResponseSchema>('/api/customer/enterprise/order/', {
      body,
      signal,
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    }),
);
