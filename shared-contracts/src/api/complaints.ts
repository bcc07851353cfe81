/**
 * Request and response schemas of the complaint (reclamation) calls, platform §3 "Complaint
 * form": every field of the form by its spec name. The api validates with them; the form on
 * `/reclamation/` validates with the same schema (decision 0008).
 */
import * as z from '@shop/shared-contracts/zod';
import { languageSchema } from '../market/language-schema.js';
import { emailSchema } from './account.js';
import {
  COMPLAINT_LIMITS,
  COMPLAINT_SALES_CHANNELS,
  COMPLAINT_STATUSES,
  priceToCents,
} from './complaint-rules.js';
import { MAX_ID } from './ids.js';

const required = (issue: { input: unknown }) =>
  issue.input === undefined ? 'is required' : 'must be a string';
const text = (max: number) => z.string({ error: required }).trim().max(max, 'is too long');
const requiredText = (max: number) => text(max).min(1, 'is required');
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (value: string) => DATE.test(value) && !Number.isNaN(Date.parse(value));
const storeId = z.number().int().positive().max(MAX_ID, 'is too large').nullable();

/** A price in euros as typed ("49,90"); platform §3: the form's price defaults to "0". */
const priceText = text(10).refine((value) => priceToCents(value) !== null, {
  params: { messageKey: 'error.price' },
});

/** `POST /api/complaints/` body: the complaint form of platform §3 plus the photo tokens. */
export const complaintRequestSchema = z
  .object({
    customerName: requiredText(100),
    email: emailSchema,
    phone: requiredText(30).refine((value) => /^\+?\d{5,15}$/.test(value.replace(/[\s()-]/g, '')), {
      params: { messageKey: 'error.phone' },
    }),
    address: requiredText(200),
    /** Platform §3: from the customer's postalCode. */
    postNumber: requiredText(10).refine((value) => /^[A-Za-z0-9 -]{3,10}$/.test(value), {
      params: { messageKey: 'error.postNumber' },
    }),
    city: requiredText(100),
    salesChannel: z.enum(COMPLAINT_SALES_CHANNELS),
    /** Where it was bought; channel 'S' sets the main online store whatever is sent. */
    store: storeId,
    /** The store the customer brings or sends the product to, if any. */
    targetStore: storeId,
    orderNumber: text(40).refine((value) => /^[A-Za-z0-9-]*$/.test(value), {
      params: { messageKey: 'error.orderNumber' },
    }),
    /** The receipt number of a store purchase. */
    receipt: text(60),
    /** Platform §3: from orderDate when the complaint starts from an order. */
    timeOfPurchase: text(10).refine(isDate, { params: { messageKey: 'error.date' } }),
    price: priceText,
    used: z.boolean(),
    manufacturer: requiredText(100),
    model: requiredText(100),
    color: text(60),
    size: text(30),
    noSize: z.boolean(),
    complaint: z
      .string({ error: required })
      .trim()
      .min(COMPLAINT_LIMITS.complaintMin, 'is too short')
      .max(COMPLAINT_LIMITS.complaintMax, 'is too long'),
    /** A row of one of the logged-in customer's orders: price, discount and date come from it. */
    rowId: z.number().int().positive().max(MAX_ID, 'is too large').nullable(),
    orderDate: text(10).refine((value) => value === '' || isDate(value), {
      params: { messageKey: 'error.date' },
    }),
    unitDiscount: priceText,
    /** True when the discount was worked out from the order (a row's share), not typed. */
    calculatedDiscount: z.boolean(),
    /** Tokens of photos uploaded with `POST /api/complaints/photos/`. */
    photos: z
      .array(z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'is not a photo token'))
      .max(COMPLAINT_LIMITS.photosMax, 'has too many photos'),
    lang: languageSchema,
  })
  .superRefine((values, context) => {
    const issue = (path: string, messageKey: string) =>
      context.addIssue({ code: 'custom', path: [path], params: { messageKey }, input: values });
    if (!values.noSize && values.size === '') issue('size', 'error.size');
    if (values.salesChannel === 'store' && values.store === null) issue('store', 'error.store');
    if (values.salesChannel === 'S' && values.rowId === null && values.orderNumber === '') {
      issue('orderNumber', 'error.orderNumberRequired');
    }
    if (values.salesChannel === 'store' && values.receipt === '' && values.orderNumber === '') {
      issue('receipt', 'error.receipt');
    }
    if (isDate(values.timeOfPurchase) && Date.parse(values.timeOfPurchase) > Date.now()) {
      issue('timeOfPurchase', 'error.future');
    }
  });
export type ComplaintRequest = z.input<typeof complaintRequestSchema>;
export type ComplaintFields = z.output<typeof complaintRequestSchema>;

/** The stored complaint's id and the number quoted to the customer. */
export const complaintCreatedSchema = z.object({ id: z.number().int(), number: z.string() });
export type ComplaintCreated = z.infer<typeof complaintCreatedSchema>;

/** An uploaded photo, waiting to be attached by the complaint that names its token. */
export const complaintPhotoUploadedSchema = z.object({
  token: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type ComplaintPhotoUploaded = z.infer<typeof complaintPhotoUploadedSchema>;

export const complaintStatusSchema = z.enum(COMPLAINT_STATUSES);

/** A complaint in the customer's list (`GET /api/complaints/mine/`). */
export const complaintSummarySchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: complaintStatusSchema,
  manufacturer: z.string(),
  model: z.string(),
  createdAt: z.string(),
});
export type ComplaintSummary = z.infer<typeof complaintSummarySchema>;
export const complaintListResponseSchema = z.object({
  complaints: z.array(complaintSummarySchema),
});
export type ComplaintListResponse = z.infer<typeof complaintListResponseSchema>;

/** `GET /api/complaints/` (staff): everyone's complaints, or one customer's (`customer=`). */
export const complaintStaffListQuerySchema = z.object({
  customer: z.coerce.number().int().positive().max(MAX_ID, 'is too large').optional(),
});
export type ComplaintStaffListQuery = z.infer<typeof complaintStaffListQuerySchema>;
/** A complaint in the staff list: who filed it beside what it is about. */
export const complaintStaffSummarySchema = complaintSummarySchema.extend({
  customerId: z.number().int().nullable(),
  customerName: z.string(),
  email: z.string(),
});
export type ComplaintStaffSummary = z.infer<typeof complaintStaffSummarySchema>;
export const complaintStaffListResponseSchema = z.object({
  complaints: z.array(complaintStaffSummarySchema),
});
export type ComplaintStaffListResponse = z.infer<typeof complaintStaffListResponseSchema>;

/** A whole complaint, for staff (`GET /api/complaints/{id}`); money in cents. */
export const complaintDetailSchema = complaintSummarySchema.extend({
  customerId: z.number().int().nullable(),
  customerName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  postNumber: z.string(),
  city: z.string(),
  salesChannel: z.enum(COMPLAINT_SALES_CHANNELS),
  store: z.number().int().nullable(),
  targetStore: z.number().int().nullable(),
  orderNumber: z.string(),
  receipt: z.string(),
  timeOfPurchase: z.string(),
  priceCents: z.number().int(),
  used: z.boolean(),
  color: z.string(),
  size: z.string(),
  noSize: z.boolean(),
  complaint: z.string(),
  rowId: z.number().int().nullable(),
  orderDate: z.string(),
  unitDiscountCents: z.number().int(),
  calculatedDiscount: z.boolean(),
  language: languageSchema,
  /** Paths of `GET /api/complaints/{id}/photos/{photoId}`. */
  photos: z.array(z.object({ id: z.number().int(), contentType: z.string(), url: z.string() })),
});
export type ComplaintDetail = z.infer<typeof complaintDetailSchema>;

export const complaintIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(MAX_ID, 'is too large'),
});
export const complaintPhotoParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(MAX_ID, 'is too large'),
  photoId: z.coerce.number().int().positive().max(MAX_ID, 'is too large'),
});

/** A row of the customer's order the form can start from; money in cents. */
export const complaintOrderRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  variantText: z.string(),
  unitPriceCents: z.number().int(),
  unitDiscountCents: z.number().int(),
});
/** `GET /api/complaints/orders/`: the logged-in customer's orders, newest first. */
export const complaintOrdersResponseSchema = z.object({
  orders: z.array(
    z.object({
      id: z.number().int(),
      orderNumber: z.string(),
      /** YYYY-MM-DD. */
      orderDate: z.string(),
      currencyCode: z.string(),
      rows: z.array(complaintOrderRowSchema),
    }),
  ),
});
export type ComplaintOrdersResponse = z.infer<typeof complaintOrdersResponseSchema>;
export type ComplaintOrder = ComplaintOrdersResponse['orders'][number];
