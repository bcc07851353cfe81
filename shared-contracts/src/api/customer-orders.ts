/**
 * The logged-in customer's own orders, preferences and the staff customer search (issue 12
 * point 3): `GET /api/customer/orders/`, `GET /api/customer/orders/{number}/`,
 * `PATCH /api/customer/`, `GET /api/customer/preferences/` and `GET /api/customer/staff/customers/`.
 */
import * as z from '@shop/shared-contracts/zod';
import { languageSchema } from '../market/language-schema.js';
import { DEFAULT_LANGUAGE } from '../market/languages.js';
import { orderNumberSchema, orderResponseSchema } from './checkout.js';
import {
  MAX_STAFF_CUSTOMER_RESULTS,
  MIN_STAFF_CUSTOMER_QUERY,
} from './customer-orders-constants.js';

export { MAX_STAFF_CUSTOMER_RESULTS, MIN_STAFF_CUSTOMER_QUERY };

/**
 * Catalogue §4 return status labels: `new-return` reads 'Waiting', `fixing-return` 'Being
 * repaired', `rejected-return` 'Product not salable'.
 */
export const RETURN_STATUSES = [
  'new-return',
  'processing-return',
  'more_info-return',
  'fixing-return',
  'processed-return',
  'rejected-return',
] as const;
export const returnStatusSchema = z.enum(RETURN_STATUSES);
export type ReturnStatus = z.infer<typeof returnStatusSchema>;

/** `GET /api/customer/orders/` query: the language of delivery-method names. */
export const customerOrdersQuerySchema = z.object({
  lang: languageSchema.default(DEFAULT_LANGUAGE),
});

/** `GET /api/customer/orders/{number}/` path. */
export const customerOrderParamsSchema = z.object({ number: orderNumberSchema });

/** One of the customer's orders: the view-order shape plus where a return of it stands. */
export const customerOrderSchema = orderResponseSchema.extend({
  /** Null while nothing of the order is being returned. */
  returnStatus: returnStatusSchema.nullable(),
});
export type CustomerOrder = z.infer<typeof customerOrderSchema>;

/** `GET /api/customer/orders/` response: the customer's orders, newest first. */
export const customerOrdersResponseSchema = z.object({
  orders: z.array(customerOrderSchema),
});
export type CustomerOrdersResponse = z.infer<typeof customerOrdersResponseSchema>;

/** A Finnish postcode: five digits; an empty string removes the saved one. */
export const preferencesPostcodeSchema = z
  .string({ error: 'must be a string' })
  .trim()
  .regex(/^(\d{5})?$/, 'must be 5 digits or empty');

/**
 * `PATCH /api/customer/` body: only the fields sent change. `marketingConsent`
 * is the customer's permission to receive marketing.
 */
export const updatePreferencesRequestSchema = z
  .object({
    postcode: preferencesPostcodeSchema.optional(),
    marketingConsent: z.boolean({ error: 'must be true or false' }).optional(),
  })
  .strict();
export type UpdatePreferencesRequest = z.input<typeof updatePreferencesRequestSchema>;

/** The customer's editable preferences (`GET /api/customer/preferences/`, `PATCH /api/customer/`). */
export const preferencesResponseSchema = z.object({
  postcode: z.string().nullable(),
  marketingConsent: z.boolean(),
});
export type PreferencesResponse = z.infer<typeof preferencesResponseSchema>;

/** `GET /api/customer/staff/customers/?q=` query: part of an email, case-insensitive. */
export const staffCustomerSearchQuerySchema = z.object({
  q: z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a string') })
    .trim()
    .toLowerCase()
    .min(MIN_STAFF_CUSTOMER_QUERY, `must be at least ${MIN_STAFF_CUSTOMER_QUERY} characters`)
    .max(254, 'is too long'),
});

/** A customer staff can select (platform §6 Staff; §3 admin context `selectedCustomer`). */
export const staffCustomerSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  postcode: z.string().nullable(),
  isOrgUser: z.boolean(),
});
export type StaffCustomer = z.infer<typeof staffCustomerSchema>;

/** `GET /api/customer/staff/customers/` response: matches by email, alphabetical. */
export const staffCustomerSearchResponseSchema = z.object({
  customers: z.array(staffCustomerSchema),
});
export type StaffCustomerSearchResponse = z.infer<typeof staffCustomerSearchResponseSchema>;
