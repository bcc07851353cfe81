/**
 * Joining the club (issue 12): the sign-up form's request and answer. The api validates the
 * request with this schema and the form in mf-account validates with the same one.
 */
import * as z from '@shop/shared-contracts/zod';
import { languageSchema } from '../market/language-schema.js';
import { DEFAULT_LANGUAGE } from '../market/languages.js';
import { emailSchema, newPasswordSchema } from './account.js';

export const REGISTRATION_LIMITS = { nameMax: 50, postcodeMax: 10 } as const;

/** Letters, digits, spaces and hyphens: the postcodes of every delivery country. */
const POSTCODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/;

const required = (issue: { input: unknown }) =>
  issue.input === undefined ? 'is required' : 'must be a string';

const name = z
  .string({ error: required })
  .trim()
  .min(1, 'is required')
  .max(REGISTRATION_LIMITS.nameMax, 'is too long');

/**
 * `POST /api/customer/register/` body, sent without authorization. The password follows the
 * rules of every new password (`newPasswordSchema`); the club terms must be accepted; marketing
 * consent is optional. `lang` picks the language of the email and of its link.
 */
export const registrationRequestSchema = z.object({
  firstName: name,
  lastName: name,
  email: emailSchema,
  password: newPasswordSchema,
  postcode: z
    .string({ error: required })
    .trim()
    .min(1, 'is required')
    .max(REGISTRATION_LIMITS.postcodeMax, 'is too long')
    // An empty or too long postcode already has its issue: one message per field.
    .refine(
      (value) =>
        value === '' ||
        value.length > REGISTRATION_LIMITS.postcodeMax ||
        POSTCODE_PATTERN.test(value),
      {
        message: 'is not a postcode',
        params: { messageKey: 'error.postcode' },
      },
    ),
  marketingConsent: z.boolean({ error: 'must be true or false' }).default(false),
  acceptTerms: z.literal(true, { error: 'must be accepted' }),
  lang: languageSchema.default(DEFAULT_LANGUAGE),
});
export type RegistrationRequest = z.input<typeof registrationRequestSchema>;

/**
 * 202: the address the email went to. The answer is the same whether the address is new, has an
 * account or a pending sign-up (no account enumeration): only the email tells them apart.
 */
export const registrationResponseSchema = z.object({ email: z.string() });
export type RegistrationResponse = z.infer<typeof registrationResponseSchema>;
