/**
 * Request and response schemas of the account calls. Every remote and the api read them from
 * here (architecture rule 4).
 */
import * as z from '@shop/shared-contracts/zod';
import { languageSchema } from '../market/language-schema.js';
import { DEFAULT_LANGUAGE } from '../market/languages.js';

const required = (issue: { input: unknown }) =>
  issue.input === undefined ? 'is required' : 'must be a string';

/** Deliberately loose: the mailbox itself is the real check (a link is sent to it). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MAX_LENGTH = 254;

/** An email address, trimmed and lower-cased like the accounts store it. */
export const emailSchema = z
  .string({ error: required })
  .trim()
  .toLowerCase()
  .min(1, 'is required')
  .max(EMAIL_MAX_LENGTH, 'is too long')
  .regex(EMAIL_PATTERN, 'is not an email address');

/**
 * Password rules of a new password (spec: "choose and state"): at least 10 characters and at
 * most 128 (the cap keeps argon2 input small), checked by the api against the most common
 * passwords too. No composition rule (ASVS 5.0, 6.2.5): "kaamos ladulla pitkään" is better than
 * "Password1". Since contracts 3.22 `needsLetter` and `needsDigit` are no longer reported; the
 * names stay for forms built before.
 */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordRule = 'tooShort' | 'tooLong' | 'needsLetter' | 'needsDigit';

/** The rules a new password breaks, in the order the form lists them; empty when it is fine. */
export function passwordRuleViolations(password: string): PasswordRule[] {
  const broken: PasswordRule[] = [];
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) broken.push('tooShort');
  if (length > PASSWORD_MAX_LENGTH) broken.push('tooLong');
  return broken;
}

const PASSWORD_RULE_MESSAGES: Record<PasswordRule, string> = {
  tooShort: `must be at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `must be at most ${PASSWORD_MAX_LENGTH} characters`,
  needsLetter: 'must contain a letter',
  needsDigit: 'must contain a digit',
};

/** The length a rule names, for the plural form of its message in the browser. */
const PASSWORD_RULE_COUNTS: Partial<Record<PasswordRule, number>> = {
  tooShort: PASSWORD_MIN_LENGTH,
  tooLong: PASSWORD_MAX_LENGTH,
};

/**
 * A new password: each broken rule is an issue with the api's English text and, for the form
 * helper, the message key `password.{rule}` (with the length as `count`).
 */
export const newPasswordSchema = z.string({ error: required }).superRefine((password, context) => {
  for (const rule of passwordRuleViolations(password)) {
    context.addIssue({
      code: 'custom',
      message: PASSWORD_RULE_MESSAGES[rule],
      params: { messageKey: `password.${rule}`, count: PASSWORD_RULE_COUNTS[rule] },
    });
  }
});

/** The secret of an emailed link (reset, activation, deletion): 32 random bytes, base64url. */
export const linkTokenSchema = z
  .string({ error: required })
  .regex(/^[A-Za-z0-9_-]{20,128}$/, 'is not a valid link token');

/** Answer of calls that only confirm they were done. */
export const acceptedResponseSchema = z.object({ ok: z.literal(true) });
export type AcceptedResponse = z.infer<typeof acceptedResponseSchema>;

/**
 * `POST /api/customer/password/reset_email/` body. Sent without authorization (platform §7);
 * the answer is the same whether or not an account has the address. `lang` picks the language
 * of the email and of the link in it.
 */
export const passwordResetEmailRequestSchema = z.object({
  email: emailSchema,
  lang: languageSchema.default(DEFAULT_LANGUAGE),
});
export type PasswordResetEmailRequest = z.input<typeof passwordResetEmailRequestSchema>;

/** `POST /api/customer/password/reset/confirm/` body: the link's token and the new password. */
export const passwordResetConfirmRequestSchema = z.object({
  token: linkTokenSchema,
  password: newPasswordSchema,
});
export type PasswordResetConfirmRequest = z.infer<typeof passwordResetConfirmRequestSchema>;

/** The account whose password was set, so the form can offer logging in with it. */
export const passwordResetConfirmResponseSchema = z.object({ email: z.string() });

/** `POST /api/customer/activate/` body. */
export const activateAccountRequestSchema = z.object({ token: linkTokenSchema });

/** `already-activated`: the link was used before ('Username already activated, try logging in'). */
export const activateAccountResponseSchema = z.object({
  status: z.enum(['activated', 'already-activated']),
  email: z.string(),
});
export type ActivateAccountResponse = z.infer<typeof activateAccountResponseSchema>;

/** `POST /api/customer/delete_account/request/` body (logged in): the email's language. */
export const deleteAccountRequestSchema = z.object({
  lang: languageSchema.default(DEFAULT_LANGUAGE),
});

/** Where the deletion link was sent. */
export const deleteAccountRequestResponseSchema = z.object({ email: z.string() });

/** `POST /api/customer/delete_account/confirm/` body: the emailed link's token. */
export const deleteAccountConfirmRequestSchema = z.object({ token: linkTokenSchema });

/**
 * `POST /api/customer/stop_reminders/` body: the address of the link and its signature, so
 * nobody can stop someone else's reminders by typing an address into the URL.
 */
export const stopRemindersRequestSchema = z.object({
  email: emailSchema,
  token: z.string({ error: required }).regex(/^[A-Za-z0-9_-]{43}$/, 'is not a valid signature'),
});
export type StopRemindersRequest = z.infer<typeof stopRemindersRequestSchema>;

export const ASK_LIMITS = {
  nameMax: 100,
  questionMin: 10,
  questionMax: 5000,
  referenceMax: 64,
} as const;

/** `POST /api/ask/` body: a question to customer service, optionally about a product or order. */
export const askRequestSchema = z.object({
  name: z
    .string({ error: required })
    .trim()
    .min(1, 'is required')
    .max(ASK_LIMITS.nameMax, 'is too long'),
  email: emailSchema,
  question: z
    .string({ error: required })
    .trim()
    .min(ASK_LIMITS.questionMin, 'is too short')
    .max(ASK_LIMITS.questionMax, 'is too long'),
  reference: z
    .string({ error: 'must be a string' })
    .trim()
    .max(ASK_LIMITS.referenceMax, 'is too long')
    .optional(),
  lang: languageSchema.default(DEFAULT_LANGUAGE),
});
export type AskRequest = z.input<typeof askRequestSchema>;

/** The saved question's number, quoted in the confirmation email. */
export const askResponseSchema = z.object({ id: z.number().int() });

/** A model on the customer's wishlist, with what its card shows. */
export const wishlistModelSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  brand: z.object({ name: z.string(), slug: z.string() }),
  /** The model's first picture (media route), null when it has none. */
  imageUrl: z.string().nullable(),
  /** The product page, built with `productPath()`, without language prefix. */
  path: z.string(),
});
export type WishlistModel = z.infer<typeof wishlistModelSchema>;

/** `GET /api/customer/wishlist/?lang=` response: the wishlist in the order it was saved. */
export const wishlistResponseSchema = z.array(wishlistModelSchema);

/** An email the shop would have sent; kept in the outbox because this shop sends no mail. */
export const outboxMessageSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  kind: z.string(),
  subject: z.string(),
  body: z.string(),
  /** The shop link the message carries (path without host), if any. */
  link: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** `GET /api/customer/admin/outbox/?to=` (admins only): newest first, at most 50. */
export const outboxQuerySchema = z.object({ to: emailSchema.optional() });
export const outboxResponseSchema = z.array(outboxMessageSchema);
