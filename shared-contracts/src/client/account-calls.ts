import type {
  AskRequest,
  acceptedResponseSchema,
  activateAccountResponseSchema,
  askResponseSchema,
  deleteAccountRequestResponseSchema,
  outboxResponseSchema,
  PasswordResetConfirmRequest,
  PasswordResetEmailRequest,
  passwordResetConfirmResponseSchema,
  StopRemindersRequest,
  wishlistResponseSchema,
} from '../api/account.js';
import type {
  customerOrderSchema,
  customerOrdersResponseSchema,
  preferencesResponseSchema,
  staffCustomerSearchResponseSchema,
  UpdatePreferencesRequest,
} from '../api/customer-orders.js';
import type { RegistrationRequest, registrationResponseSchema } from '../api/registration.js';
import type { Language } from '../market/languages.js';
import { apiCall } from './api-call.js';

// The account calls, one export each (`accountApi.name(...)` in the browser, see `apiCall`).

/** Emails a reset link if the address has an account; answers alike either way (§7). */
export const requestPasswordReset = /* @__PURE__ */ apiCall(
  (client) => (body: PasswordResetEmailRequest, signal?: AbortSignal) =>
    client.post<typeof acceptedResponseSchema>('/api/customer/password/reset_email/', {
      body,
      signal,
    }),
);

/** Sets a new password with an emailed link; 410 when the link expired or was used. */
export const confirmPasswordReset = /* @__PURE__ */ apiCall(
  (client) => (body: PasswordResetConfirmRequest, signal?: AbortSignal) =>
    client.post<typeof passwordResetConfirmResponseSchema>(
      '/api/customer/password/reset/confirm/',
      {
        body,
        signal,
      },
    ),
);

/**
 * Joins the club: stores the sign-up and emails its activation link. 202 with the address
 * whether or not it already has an account (that one gets a log-in reminder instead).
 */
export const register = /* @__PURE__ */ apiCall(
  (client) => (body: RegistrationRequest, signal?: AbortSignal) =>
    client.post<typeof registrationResponseSchema>('/api/customer/register/', { body, signal }),
);

/** Activates a new account with its emailed link; 410 when the link expired. */
export const activateAccount = /* @__PURE__ */ apiCall(
  (client) => (token: string, signal?: AbortSignal) =>
    client.post<typeof activateAccountResponseSchema>('/api/customer/activate/', {
      body: { token },
      signal,
    }),
);

/** Logged in: emails the customer a link that deletes the account. */
export const requestAccountDeletion = /* @__PURE__ */ apiCall(
  (client) => (lang: Language, signal?: AbortSignal) =>
    client.post<typeof deleteAccountRequestResponseSchema>(
      '/api/customer/delete_account/request/',
      {
        body: { lang },
        signal,
      },
    ),
);

/** Deletes the account of an emailed deletion link. */
export const confirmAccountDeletion = /* @__PURE__ */ apiCall(
  (client) => (token: string, signal?: AbortSignal) =>
    client.post<typeof acceptedResponseSchema>('/api/customer/delete_account/confirm/', {
      body: { token },
      signal,
    }),
);

/** Stops reminder emails to the address of a signed stop-reminders link. */
export const stopReminders = /* @__PURE__ */ apiCall(
  (client) => (body: StopRemindersRequest, signal?: AbortSignal) =>
    client.post<typeof acceptedResponseSchema>('/api/customer/stop_reminders/', { body, signal }),
);

/** Saves a question to customer service. */
export const askQuestion = /* @__PURE__ */ apiCall(
  (client) => (body: AskRequest, signal?: AbortSignal) =>
    client.post<typeof askResponseSchema>('/api/ask/', { body, signal }),
);

/** The logged-in customer's wishlist models with their product paths. */
export const wishlistModels = /* @__PURE__ */ apiCall(
  (client) => (lang: Language, signal?: AbortSignal) =>
    client.get<typeof wishlistResponseSchema>('/api/customer/wishlist/', {
      query: { lang },
      signal,
    }),
);

/** Admins: the emails the shop would have sent, newest first. */
export const outboxMessages = /* @__PURE__ */ apiCall(
  (client) => (to?: string, signal?: AbortSignal) =>
    client.get<typeof outboxResponseSchema>('/api/customer/admin/outbox/', {
      query: { to },
      signal,
    }),
);

/** The logged-in customer's orders, newest first, with rows, totals and return status. */
export const customerOrders = /* @__PURE__ */ apiCall(
  (client) => (lang: Language, signal?: AbortSignal) =>
    client.get<typeof customerOrdersResponseSchema>('/api/customer/orders/', {
      query: { lang },
      signal,
    }),
);

/** One of the logged-in customer's orders; 404 for anyone else's. */
export const customerOrder = /* @__PURE__ */ apiCall(
  (client) => (orderNumber: string, lang: Language, signal?: AbortSignal) =>
    client.get<typeof customerOrderSchema>(
      `/api/customer/orders/${encodeURIComponent(orderNumber)}/`,
      { query: { lang }, signal },
    ),
);

/** The logged-in customer's postcode and marketing consent. */
export const preferences = /* @__PURE__ */ apiCall(
  (client) => (signal?: AbortSignal) =>
    client.get<typeof preferencesResponseSchema>('/api/customer/preferences/', { signal }),
);

/** Changes the fields sent of the postcode and marketing consent; 400 names a bad field. */
export const updatePreferences = /* @__PURE__ */ apiCall(
  (client) => (body: UpdatePreferencesRequest, signal?: AbortSignal) =>
    client.request<typeof preferencesResponseSchema>('PATCH', '/api/customer/', {
      body,
      signal,
    }),
);

/** Staff: customers whose email contains `q` (platform §6 Staff can select a customer). */
export const staffCustomerSearch = /* @__PURE__ */ apiCall(
  (client) => (q: string, signal?: AbortSignal) =>
    client.get<typeof staffCustomerSearchResponseSchema>('/api/customer/staff/customers/', {
      query: { q },
      signal,
    }),
);

/** Query keys of the account calls; every key starts with `'account'` (see queries/account-queries). */
export const accountKeys = {
  all: ['account'] as const,
  /**
   * The cards of the customer's models (wishlist, viewed products), in the order of `ids`. The
   * ids are in the key, so a heart toggled on another page shows a new list.
   */
  modelCards: (ids: readonly number[], lang: Language, taxAreaId: number) =>
    ['account', 'model-cards', { ids, lang, taxAreaId }] as const,
  /** The logged-in customer's orders (and, under it, each order). */
  orders: (lang: Language) => ['account', 'orders', { lang }] as const,
  order: (orderNumber: string, lang: Language) =>
    ['account', 'orders', { lang }, orderNumber] as const,
  /** The logged-in customer's postcode and marketing consent. */
  preferences: () => ['account', 'preferences'] as const,
  /** Staff customer search by email. */
  staffCustomers: (q: string) => ['account', 'staff-customers', q] as const,
};
