/** The view-order form's values, as typed. */
export interface OrderLookupValues {
  readonly email: string;
  readonly orderNumber: string;
}

export type OrderLookupError =
  | 'viewOrder.emailRequired'
  | 'viewOrder.emailInvalid'
  | 'viewOrder.orderNumberRequired'
  | 'viewOrder.orderNumberInvalid';

/**
 * Checks the form before asking the server, with the same rules as the lookup's schema:
 * an email address, and an order number of 4 to 12 digits (spaces typed in are ignored).
 */
export function validateOrderLookup(
  values: OrderLookupValues,
): Partial<Record<keyof OrderLookupValues, OrderLookupError>> {
  const errors: Partial<Record<keyof OrderLookupValues, OrderLookupError>> = {};
  const email = values.email.trim();
  if (email === '') errors.email = 'viewOrder.emailRequired';
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) {
    errors.email = 'viewOrder.emailInvalid';
  }
  const orderNumber = normaliseOrderNumber(values.orderNumber);
  if (orderNumber === '') errors.orderNumber = 'viewOrder.orderNumberRequired';
  else if (!/^\d{4,12}$/.test(orderNumber)) errors.orderNumber = 'viewOrder.orderNumberInvalid';
  return errors;
}

/** Order numbers are printed in groups sometimes; the api wants the digits only. */
export function normaliseOrderNumber(value: string): string {
  return value.replace(/\s+/g, '');
}
