import { EMAIL_PATTERN, type PasswordRule, passwordRuleViolations } from '@shop/shared-contracts';

/** What the new-password form says is wrong; the password rules are shared with the api. */
export type PasswordFormError = PasswordRule | 'mismatch';

/**
 * The new password typed twice: every rule it breaks, then whether the two differ. The rules
 * (at least 10 characters, at most 128, a letter and a digit) are the api's own, so a password
 * the form accepts is never refused by the server.
 */
export function validatePasswordForm(password: string, repeat: string): PasswordFormError[] {
  const errors: PasswordFormError[] = passwordRuleViolations(password);
  if (password !== repeat) errors.push('mismatch');
  return errors;
}

/** The reset request's one field: an email address as the api accepts it. */
export function isEmailAddress(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}
