import type { CheckoutFormValues } from '@shop/shared-contracts';

type CheckoutField = keyof CheckoutFormValues;

/** The contact part of the checkout form (platform §3), in the order the forms show it. */
export const CONTACT_FIELDS = [
  'first_name',
  'last_name',
  'address',
  'postal_code',
  'city',
  'phone',
  'email',
] as const;

/** The input type of a checkout field (text unless named here). */
export const INPUT_TYPES: Partial<Record<CheckoutField, string>> = { email: 'email', phone: 'tel' };

/** What the browser may fill each checkout field with. */
export const AUTOCOMPLETE: Partial<Record<CheckoutField, string>> = {
  first_name: 'given-name',
  last_name: 'family-name',
  address: 'street-address',
  postal_code: 'postal-code',
  city: 'address-level2',
  phone: 'tel',
  email: 'email',
};
