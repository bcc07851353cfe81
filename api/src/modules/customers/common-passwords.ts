import { FieldValidationError } from '../../lib/http-errors.js';

let commonPasswords: Promise<ReadonlySet<string>> | undefined;

/**
 * ASVS 2.1.7: a new password is checked against the passwords breaches show most often: the
 * list of zxcvbn-ts (about 49,000, lower case), loaded on the first check only, so an api that
 * sets no password never holds it.
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common']),
  );
  return (await commonPasswords).has(password.toLowerCase());
}

/** A 400 naming `password` (code `COMMON_PASSWORD`) when the new password is a common one. */
export async function assertUncommonPassword(password: string): Promise<void> {
  if (await isCommonPassword(password)) {
    throw new FieldValidationError(
      [{ field: 'password', message: 'is one of the most common passwords' }],
      { code: 'COMMON_PASSWORD' },
    );
  }
}
