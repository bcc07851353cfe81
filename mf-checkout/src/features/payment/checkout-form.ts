import type { DeliveryMethod } from '@shop/shared-contracts';

/** Platform §3 Checkout form, in the order the form shows them. */
export const CHECKOUT_FIELDS = [
  'delivery_method',
  'delivery_location',
  'first_name',
  'last_name',
  'address',
  'postal_code',
  'city',
  'phone',
  'email',
  'seller_name',
  'seller_number',
] as const;
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];
export type CheckoutValues = Readonly<Record<CheckoutField, string>>;

export type CheckoutFieldError =
  | 'required'
  | 'tooLong'
  | 'email'
  | 'phone'
  | 'postalCode'
  | 'postalCodeFi'
  | 'sellerNumber';

/** What the rules depend on besides the values. */
export interface CheckoutFormContext {
  /** Kind of the chosen delivery method; undefined while none is chosen. */
  readonly deliveryKind: DeliveryMethod['kind'] | undefined;
  /** Delivery country, lower-case ISO2. */
  readonly country: string;
  /** Seller fields are a staff feature (platform §6) and ignored for everyone else. */
  readonly isStaff: boolean;
}

export const EMPTY_CHECKOUT_VALUES: CheckoutValues = Object.fromEntries(
  CHECKOUT_FIELDS.map((field) => [field, '']),
) as Record<CheckoutField, string>;

const MAX_LENGTH: Readonly<Record<CheckoutField, number>> = {
  delivery_method: 60,
  delivery_location: 100,
  first_name: 50,
  last_name: 50,
  address: 100,
  postal_code: 10,
  city: 60,
  phone: 30,
  email: 254,
  seller_name: 60,
  seller_number: 10,
};

/** Methods where the parcel is collected, so a location is chosen instead of a door address. */
const PICKUP_KINDS: readonly DeliveryMethod['kind'][] = ['pickup-point', 'store', 'express'];

export function isPickupKind(kind: DeliveryMethod['kind'] | undefined): boolean {
  return kind !== undefined && PICKUP_KINDS.includes(kind);
}

function isRequired(field: CheckoutField, context: CheckoutFormContext): boolean {
  switch (field) {
    case 'delivery_location':
      return isPickupKind(context.deliveryKind);
    case 'address':
      return !isPickupKind(context.deliveryKind);
    case 'seller_name':
    case 'seller_number':
      return false;
    default:
      return true;
  }
}

/** Spaces, dashes, dots and brackets people type into phone numbers. */
const PHONE_FILLER = /[\s().-]/g;

function checkFormat(field: CheckoutField, value: string, country: string) {
  switch (field) {
    case 'email':
      return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? null : 'email';
    case 'phone':
      return /^\+?\d{7,15}$/.test(value.replace(PHONE_FILLER, '')) ? null : 'phone';
    case 'postal_code':
      if (country === 'fi') return /^\d{5}$/.test(value) ? null : 'postalCodeFi';
      return /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/.test(value) ? null : 'postalCode';
    case 'seller_number':
      return /^\d+$/.test(value) ? null : 'sellerNumber';
    default:
      return null;
  }
}

/** The error of one field, or null when it is fine. Values are trimmed first. */
export function validateCheckoutField(
  field: CheckoutField,
  values: CheckoutValues,
  context: CheckoutFormContext,
): CheckoutFieldError | null {
  if ((field === 'seller_name' || field === 'seller_number') && !context.isStaff) return null;
  const value = values[field].trim();
  if (value === '') return isRequired(field, context) ? 'required' : null;
  if (value.length > MAX_LENGTH[field]) return 'tooLong';
  return checkFormat(field, value, context.country);
}

/** Every field's error; an empty object means the form can be sent. */
export function validateCheckoutForm(
  values: CheckoutValues,
  context: CheckoutFormContext,
): Partial<Record<CheckoutField, CheckoutFieldError>> {
  const errors: Partial<Record<CheckoutField, CheckoutFieldError>> = {};
  for (const field of CHECKOUT_FIELDS) {
    const error = validateCheckoutField(field, values, context);
    if (error) errors[field] = error;
  }
  return errors;
}
