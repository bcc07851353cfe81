import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type PasswordRule,
  passwordResetConfirmRequestSchema,
  passwordRuleViolations,
} from '@shop/shared-contracts';
import * as z from '@shop/shared-contracts/zod';
import type { TFunction } from 'i18next';

/**
 * The new-password form: the contract's password (its rules are the api's) and the password
 * typed again, which only the browser checks.
 */
export const newPasswordFormSchema = passwordResetConfirmRequestSchema
  .pick({ password: true })
  .extend({ repeat: z.string() })
  .refine(({ password, repeat }) => password === repeat, {
    path: ['repeat'],
    params: { messageKey: 'password.mismatch' },
  });

const RULE_COUNT: Partial<Record<PasswordRule, number>> = {
  tooShort: PASSWORD_MIN_LENGTH,
  tooLong: PASSWORD_MAX_LENGTH,
};

/**
 * The password field's message: every contract rule the password breaks, in the shopper's
 * language. The contract's rule issues carry English text and no message key, so the form names
 * the rules with the contract's own `passwordRuleViolations`; any other issue keeps its message.
 */
export function passwordErrorText(
  password: string,
  error: string | undefined,
  t: TFunction,
): string | undefined {
  if (error === undefined) return undefined;
  const rules = passwordRuleViolations(password);
  if (rules.length === 0) return error;
  return rules
    .map((rule) => {
      const count = RULE_COUNT[rule];
      return count === undefined ? t(`password.${rule}`) : t(`password.${rule}`, { count });
    })
    .join(' ');
}
