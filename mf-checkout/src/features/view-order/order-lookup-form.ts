import { ApiError } from '@shop/shared-contracts';

/** The view-order form's fields, named as the lookup's query names them. */
export const LOOKUP_FIELDS = ['email', 'order_number', 'code'] as const;
export type LookupField = (typeof LOOKUP_FIELDS)[number];

/** Order numbers are printed in groups sometimes; the api wants the digits only. */
export function normaliseOrderNumber(value: string): string {
  return value.replace(/\s+/g, '');
}

/** The form's fields a 400 answer rejected (`ApiError.fields`); empty for any other failure. */
export function rejectedLookupFields(error: unknown): LookupField[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  return LOOKUP_FIELDS.filter((field) => error.fields.some((rejected) => rejected.field === field));
}

/**
 * Whether the api wants a mailed one-time code before it shows the order: the email missed a
 * few times (`ORDER_LOOKUP_CODE_REQUIRED`).
 */
export function isCodeRequired(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'ORDER_LOOKUP_CODE_REQUIRED';
}
