import { ApiError } from '@shop/shared-contracts';

/** The fields of a form that a 400 of the api named (a rule this build of the form did not run). */
export function rejectedFields<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): Field[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  return fields.filter((field) => error.fields.some((rejected) => rejected.field === field));
}

/**
 * Puts the fields a 400 of the api named onto the form's own fields, each with `message` in the
 * shopper's language (the api's wording is English). True when the answer named a field.
 */
export function setServerFieldErrors<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  setError: (field: Field, error: { type: string; message: string }) => void,
  message: string,
): boolean {
  const named = rejectedFields(error, fields);
  for (const field of named) setError(field, { type: 'server', message });
  return named.length > 0;
}

/** A 400 refusing a new password that is on the api's list of the most common ones. */
export function isCommonPasswordError(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'COMMON_PASSWORD';
}
