import * as z from '@shop/shared-contracts/zod';
import type { DeliveryMethod } from './checkout.js';

/** Methods where the parcel is collected, so a location is chosen instead of a door address. */
const PICKUP_KINDS: readonly DeliveryMethod['kind'][] = ['pickup-point', 'store', 'express'];

export function isPickupKind(kind: DeliveryMethod['kind'] | undefined): boolean {
  return kind !== undefined && PICKUP_KINDS.includes(kind);
}

/** What the rules depend on besides the values. */
export interface CheckoutFormContext {
  /** The methods offered in the delivery country: the chosen one decides pickup or address. */
  readonly deliveryMethods: readonly Pick<DeliveryMethod, 'slug' | 'kind'>[];
  /** Delivery country, lower-case ISO2. */
  readonly country: string;
  /** Seller fields are a staff feature (platform §6), checked for staff only. */
  readonly isStaff: boolean;
}

const text = (max: number) => z.string().trim().max(max);
const required = (max: number) => z.string().trim().min(1).max(max);

/** Spaces, dashes, dots and brackets people type into phone numbers. */
const PHONE_FILLER = /[\s().-]/g;
const FINNISH_POSTAL_CODE = /^\d{5}$/;
const POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/;

/**
 * The checkout form of platform §3 (its field names): every contact field, and either a street
 * address or, when the chosen method is collected, a pickup location. A `custom` issue names
 * its text by `params.messageKey` in the form's namespace (mf-checkout's `checkout`); the rest
 * read as the common form messages. The browser validates with it today; the checkout submit
 * (a later issue) validates the same request with it on the server.
 */
export function checkoutFormSchema({ deliveryMethods, country, isStaff }: CheckoutFormContext) {
  const postalCode = country === 'fi' ? FINNISH_POSTAL_CODE : POSTAL_CODE;
  return z
    .object({
      delivery_method: required(60),
      delivery_location: text(100),
      first_name: required(50),
      last_name: required(50),
      address: text(100),
      postal_code: required(10).refine((value) => postalCode.test(value), {
        params: { messageKey: country === 'fi' ? 'error.postalCodeFi' : 'error.postalCode' },
      }),
      city: required(60),
      phone: required(30).refine((value) => /^\+?\d{7,15}$/.test(value.replace(PHONE_FILLER, '')), {
        params: { messageKey: 'error.phone' },
      }),
      email: required(254).pipe(z.email()),
      seller_name: text(60),
      seller_number: text(10).refine((value) => !isStaff || /^\d*$/.test(value), {
        params: { messageKey: 'error.sellerNumber' },
      }),
    })
    .superRefine((values, context) => {
      const kind = deliveryMethods.find(({ slug }) => slug === values.delivery_method)?.kind;
      const missing = isPickupKind(kind) ? 'delivery_location' : 'address';
      if (values[missing] === '') {
        context.addIssue({
          code: 'too_small',
          origin: 'string',
          minimum: 1,
          inclusive: true,
          input: values[missing],
          path: [missing],
        });
      }
    });
}

export type CheckoutFormValues = z.input<ReturnType<typeof checkoutFormSchema>>;

export { EMPTY_CHECKOUT_FORM } from './checkout-constants.js';
