import { ApiError, shopBus } from '@shop/shared-contracts';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** The form's fields a 400 names; empty when the failure was not about what was typed. */
export function rejectedFields<Name extends string>(
  error: unknown,
  fields: readonly Name[],
): Name[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  return fields.filter((field) => error.fields.some((rejected) => rejected.field === field));
}

interface SubmitFailureTexts {
  /** For a field the server rejected: the server's own text is English, never shown. */
  readonly field: string;
  /** For any other failure, as a toast. */
  readonly failed: string;
}

/**
 * Shows a failed submit: each field a 400 names gets an error on the field; any other failure
 * is logged and toasted. Returns whether the fields took the blame.
 */
export function showSubmitFailure<Values extends FieldValues>(
  error: unknown,
  fields: readonly Path<Values>[],
  setError: UseFormSetError<Values>,
  texts: SubmitFailureTexts,
): boolean {
  const rejected = rejectedFields(error, fields);
  for (const field of rejected) setError(field, { type: 'server', message: texts.field });
  if (rejected.length > 0) return true;
  console.error('Sending a form failed', error);
  shopBus.emit('shell:toast-requested', { message: texts.failed, kind: 'error' });
  return false;
}
