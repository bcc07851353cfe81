import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type PasswordRule,
  passwordRuleViolations,
} from '@shop/shared-contracts';
import type { TFunction } from 'i18next';

const RULE_COUNT: Partial<Record<PasswordRule, number>> = {
  tooShort: PASSWORD_MIN_LENGTH,
  tooLong: PASSWORD_MAX_LENGTH,
};

/**
 * The password field's message: every contract rule the password breaks (the form helper shows
 * only a field's first issue), in the shopper's language; any other issue keeps its message.
 */
export function joinPasswordError(
  password: string,
  error: string | undefined,
  t: TFunction,
): string | undefined {
  if (error === undefined) return undefined;
  const rules = passwordRuleViolations(password);
  if (rules.length === 0) return error;
  return rules.map((rule) => t(`password.${rule}`, { count: RULE_COUNT[rule] })).join(' ');
}
