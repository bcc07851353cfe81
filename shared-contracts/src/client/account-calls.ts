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
import type { Language } from '../market/languages.js';
import type { ApiClient } from './api-client.js';

/** The account calls by name, spread into `createShopApi`. */
export function accountCalls(client: ApiClient) {
  return {
    /** Emails a reset link if the address has an account; answers alike either way (§7). */
    requestPasswordReset: (body: PasswordResetEmailRequest, signal?: AbortSignal) =>
      client.post<typeof acceptedResponseSchema>('/api/customer/password/reset_email/', {
        body,
        signal,
      }),
    /** Sets a new password with an emailed link; 410 when the link expired or was used. */
    confirmPasswordReset: (body: PasswordResetConfirmRequest, signal?: AbortSignal) =>
      client.post<typeof passwordResetConfirmResponseSchema>(
        '/api/customer/password/reset/confirm/',
        {
          body,
          signal,
        },
      ),
    /** Activates a new account with its emailed link; 410 when the link expired. */
    activateAccount: (token: string, signal?: AbortSignal) =>
      client.post<typeof activateAccountResponseSchema>('/api/customer/activate/', {
        body: { token },
        signal,
      }),
    /** Logged in: emails the customer a link that deletes the account. */
    requestAccountDeletion: (lang: Language, signal?: AbortSignal) =>
      client.post<typeof deleteAccountRequestResponseSchema>(
        '/api/customer/delete_account/request/',
        {
          body: { lang },
          signal,
        },
      ),
    /** Deletes the account of an emailed deletion link. */
    confirmAccountDeletion: (token: string, signal?: AbortSignal) =>
      client.post<typeof acceptedResponseSchema>('/api/customer/delete_account/confirm/', {
        body: { token },
        signal,
      }),
    /** Stops reminder emails to the address of a signed stop-reminders link. */
    stopReminders: (body: StopRemindersRequest, signal?: AbortSignal) =>
      client.post<typeof acceptedResponseSchema>('/api/customer/stop_reminders/', { body, signal }),
    /** Saves a question to customer service. */
    askQuestion: (body: AskRequest, signal?: AbortSignal) =>
      client.post<typeof askResponseSchema>('/api/ask/', { body, signal }),
    /** The logged-in customer's wishlist models with their product paths. */
    wishlistModels: (lang: Language, signal?: AbortSignal) =>
      client.get<typeof wishlistResponseSchema>('/api/customer/wishlist/', {
        query: { lang },
        signal,
      }),
    /** Admins: the emails the shop would have sent, newest first. */
    outboxMessages: (to?: string, signal?: AbortSignal) =>
      client.get<typeof outboxResponseSchema>('/api/customer/admin/outbox/', {
        query: { to },
        signal,
      }),
  };
}

/** Query keys of the account calls; every key starts with `'account'` (see queries/account-queries). */
export const accountKeys = {
  all: ['account'] as const,
  /**
   * The cards of the customer's models (wishlist, viewed products), in the order of `ids`. The
   * ids are in the key, so a heart toggled on another page shows a new list.
   */
  modelCards: (ids: readonly number[], lang: Language, taxAreaId: number) =>
    ['account', 'model-cards', { ids, lang, taxAreaId }] as const,
};
