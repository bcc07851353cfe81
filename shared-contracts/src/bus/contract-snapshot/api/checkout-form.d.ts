import * as z from '@shop/shared-contracts/zod';
import type { DeliveryMethod } from './checkout.js';
export declare function isPickupKind(kind: DeliveryMethod['kind'] | undefined): boolean;
/** What the rules depend on besides the values. */
export interface CheckoutFormContext {
    /** The methods offered in the delivery country: the chosen one decides pickup or address. */
    readonly deliveryMethods: readonly Pick<DeliveryMethod, 'slug' | 'kind'>[];
    /** Delivery country, lower-case ISO2. */
    readonly country: string;
    /** Seller fields are a staff feature (platform §6), checked for staff only. */
    readonly isStaff: boolean;
}
/**
 * The checkout form of platform §3 (its field names): every contact field, and either a street
 * address or, when the chosen method is collected, a pickup location. A `custom` issue names
 * its text by `params.messageKey` in the form's namespace (mf-checkout's `checkout`); the rest
 * read as the common form messages. The browser validates with it today; the checkout submit
 * (a later issue) validates the same request with it on the server.
 */
export declare function checkoutFormSchema({ deliveryMethods, country, isStaff }: CheckoutFormContext): z.ZodObject<{
    delivery_method: z.ZodString;
    delivery_location: z.ZodString;
    first_name: z.ZodString;
    last_name: z.ZodString;
    address: z.ZodString;
    postal_code: z.ZodString;
    city: z.ZodString;
    phone: z.ZodString;
    email: z.ZodPipe<z.ZodString, import("zod").ZodEmail>;
    seller_name: z.ZodString;
    seller_number: z.ZodString;
}, z.core.$strip>;
export type CheckoutFormValues = z.input<ReturnType<typeof checkoutFormSchema>>;
export { EMPTY_CHECKOUT_FORM } from './checkout-constants.js';
