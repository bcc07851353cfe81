import { ApiError } from '@shop/shared-contracts';

/** Form field → message key of its error. */
export type FieldErrors = Readonly<Record<string, string>>;

/** Fields whose invalid value has a message of its own (`form.invalid.<field>`). */
const FIELDS_WITH_MESSAGES = [
  'companyName',
  'vatNumber',
  'contactName',
  'email',
  'phone',
  'message',
  'consent',
  'list',
];

/** An empty text is 'required'; anything else gets the field's own message. */
export function errorKeyFor(field: string, value: unknown): string {
  if (field !== 'consent' && (value === undefined || String(value).trim() === '')) {
    return 'form.required';
  }
  return FIELDS_WITH_MESSAGES.includes(field) ? `form.invalid.${field}` : 'form.invalid.generic';
}

/** Keys of the rejected fields, the first issue of each field winning. */
function toErrors(
  fields: readonly string[],
  values: Readonly<Record<string, unknown>>,
): FieldErrors {
  const errors: Record<string, string> = {};
  for (const field of fields) errors[field] ??= errorKeyFor(field, values[field]);
  return errors;
}

/** The client-side check's issues (zod) as field errors. */
export function errorsFromIssues(
  issues: readonly { readonly path: readonly PropertyKey[] }[],
  values: Readonly<Record<string, unknown>>,
): FieldErrors {
  return toErrors(
    issues.map((issue) => String(issue.path[0] ?? 'form')),
    values,
  );
}

/** A 400's named fields as field errors; null when the failure was not about the input. */
export function errorsFromApi(
  error: unknown,
  values: Readonly<Record<string, unknown>>,
): FieldErrors | null {
  if (!(error instanceof ApiError) || error.status !== 400 || error.fields.length === 0)
    return null;
  return toErrors(
    error.fields.map((field) => field.field),
    values,
  );
}
