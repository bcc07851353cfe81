/**
 * The staff features of the checkout (platform §6, issue 8 point 7): transfer requests between
 * warehouses, `POST /api/customer/transfer_request/`, and enterprise orders, `POST
 * /api/customer/enterprise/order/`. Both are refused for anyone but staff, and both take the
 * `Idempotency-Key` header of placing an order, so a retried request returns the first result.
 */
import * as z from '@shop/shared-contracts/zod';
import { languageSchema } from '../market/language-schema.js';
import { DEFAULT_LANGUAGE } from '../market/languages.js';
import { type CheckoutFormContext, checkoutFormSchema } from './checkout-form.js';
import { idSchema } from './ids.js';
import { countryCodeSchema } from './market.js';
import { MAX_LINE_AMOUNT, MAX_ORDER_LINES } from './order-limits.js';
import { placeOrderFormSchema, placeOrderLineSchema } from './orders.js';

/** The most source or destination stores one transfer request may name. */
export const MAX_TRANSFER_STORES = 20;

const id = idSchema();

/** Platform §5, with `{product}` standing for the row's product name. */
export const TRANSFER_PICKS_SHORT_MESSAGE =
  'Valitse keräilyvarastoista riittävästi tuotteita riville {product}';

/** The §5 picks message for one row, as the api sends it (Finnish, like the spec). */
export function transferPicksShortMessage(product: string): string {
  return TRANSFER_PICKS_SHORT_MESSAGE.replace('{product}', product);
}

/** How many of a row one store gives (a pick) or receives (a destination amount). */
export const transferStoreAmountSchema = z.object({
  store_id: id,
  amount: z
    .number()
    .int('must be a whole number')
    .min(0, 'must not be negative')
    .max(MAX_LINE_AMOUNT, `must be at most ${MAX_LINE_AMOUNT}`),
});
export type TransferStoreAmount = z.infer<typeof transferStoreAmountSchema>;

const storeAmounts = z
  .array(transferStoreAmountSchema)
  .max(MAX_TRANSFER_STORES, `must list at most ${MAX_TRANSFER_STORES} stores`)
  .default([]);

/**
 * One row to move: a variant, how many, and where (platform §3 `products[].transferAmounts`
 * per destination and `transferAmountsFrom` per source). With one source or one destination
 * its list may be left empty: the whole row comes from, or goes to, that store.
 */
export const transferRequestRowSchema = z.object({
  variant_id: id,
  amount: placeOrderLineSchema.shape.amount,
  /** Per destination (`transferAmounts`): with several, the row amount is their sum (§5). */
  to: storeAmounts,
  /** Picked per source (`transferAmountsFrom`): with several, they must cover the row (§5). */
  from: storeAmounts,
});
export type TransferRequestRow = z.infer<typeof transferRequestRowSchema>;

const storeIds = z
  .array(id)
  .min(1, 'must name at least one store')
  .max(MAX_TRANSFER_STORES, `must list at most ${MAX_TRANSFER_STORES} stores`)
  .refine((ids) => new Set(ids).size === ids.length, { message: 'must not repeat a store' });

/** `POST /api/customer/transfer_request/` body (platform §3 `transferRequest*`). */
export const transferRequestRequestSchema = z
  .object({
    /** `transferRequestFrom`: the warehouses the goods are picked in. */
    from_store_ids: storeIds,
    /** `transferRequestTo`: the stores that receive them. */
    to_store_ids: storeIds,
    /** `transferrequest_reserve_quantity`: take the picked amounts off the sources' stock now. */
    reserve_quantity: z.boolean().default(false),
    /** `transferrequest_high_priority`. */
    high_priority: z.boolean().default(false),
    rows: z
      .array(transferRequestRowSchema)
      .min(1, 'must list at least one product')
      .max(MAX_ORDER_LINES, `must list at most ${MAX_ORDER_LINES} products`),
  })
  .superRefine((body, context) => {
    const sources = new Set(body.from_store_ids);
    for (const [index, storeId] of body.to_store_ids.entries()) {
      if (sources.has(storeId)) {
        context.addIssue({
          code: 'custom',
          path: ['to_store_ids', index],
          message: 'must not also be a source store',
        });
      }
    }
    const check = (row: number, list: 'from' | 'to', allowed: readonly number[]) => {
      const named = body.rows[row]?.[list] ?? [];
      named.forEach((entry, at) => {
        const isRepeated = named.findIndex((other) => other.store_id === entry.store_id) !== at;
        if (!allowed.includes(entry.store_id) || isRepeated) {
          context.addIssue({
            code: 'custom',
            path: ['rows', row, list, at, 'store_id'],
            message: isRepeated
              ? 'is listed twice'
              : `is not one of ${list === 'from' ? 'from_store_ids' : 'to_store_ids'}`,
          });
        }
      });
    };
    body.rows.forEach((_, row) => {
      check(row, 'from', body.from_store_ids);
      check(row, 'to', body.to_store_ids);
    });
  });
export type TransferRequestRequest = z.input<typeof transferRequestRequestSchema>;
export type TransferRequestBody = z.output<typeof transferRequestRequestSchema>;

/** open: sent to the warehouses; done: received; cancelled: withdrawn (reserved stock back). */
export const TRANSFER_REQUEST_STATUSES = ['open', 'done', 'cancelled'] as const;

/** `POST /api/customer/transfer_request/` response: 201, or 200 for a repeated key. */
export const transferRequestResponseSchema = z.object({
  id: z.number().int().positive(),
  /** The number staff and warehouses refer to. */
  number: z.string(),
  status: z.enum(TRANSFER_REQUEST_STATUSES),
});
export type TransferRequestResponse = z.infer<typeof transferRequestResponseSchema>;

/** What is wrong with a row's store amounts under the platform §5 rules. */
export type TransferRowProblemKind =
  /** Several sources and the picks add up to less than the row: the §5 message. */
  | 'picks-short'
  /** The picks add up to more than the row: more would leave the sources than arrives. */
  | 'picks-over'
  /** Several destinations and the row amount is not the sum of their amounts (§5). */
  | 'destination-sum';

export interface TransferRowProblem {
  readonly row: number;
  /** The row's list at fault: `rows.{row}.{field}`. */
  readonly field: 'from' | 'to';
  readonly kind: TransferRowProblemKind;
}

const sumAmounts = (entries: readonly { amount: number }[]) =>
  entries.reduce((total, entry) => total + entry.amount, 0);

/**
 * Platform §5 for each row, in one place for the api and the staff panel: with several source
 * warehouses the picked amounts must cover the row amount (and not exceed it); with several
 * destinations the row amount is the sum of the per-destination amounts. With one source or
 * one destination an empty list means the whole row; a list that is given must add up too.
 */
export function findTransferRowProblems(request: {
  readonly from_store_ids: readonly number[];
  readonly to_store_ids: readonly number[];
  readonly rows: readonly {
    readonly amount: number;
    readonly from: readonly { amount: number }[];
    readonly to: readonly { amount: number }[];
  }[];
}): TransferRowProblem[] {
  const problems: TransferRowProblem[] = [];
  request.rows.forEach((row, index) => {
    const picked = sumAmounts(row.from);
    const isPicking = request.from_store_ids.length > 1 || row.from.length > 0;
    if (isPicking && picked < row.amount) {
      problems.push({ row: index, field: 'from', kind: 'picks-short' });
    } else if (isPicking && picked > row.amount) {
      problems.push({ row: index, field: 'from', kind: 'picks-over' });
    }
    const isSplit = request.to_store_ids.length > 1 || row.to.length > 0;
    if (isSplit && sumAmounts(row.to) !== row.amount) {
      problems.push({ row: index, field: 'to', kind: 'destination-sum' });
    }
  });
  return problems;
}

/** The organisation customer's account email. */
const organisationEmail = z.string().trim().toLowerCase().max(254).pipe(z.email());
/** The customer's purchase-order number or other reference, printed on the invoice. */
const orderReference = z.string().trim().min(1, 'is required').max(100, 'is too long');
/** 'I accept the billing': the staff member confirms the customer is invoiced. */
const acceptBilling = z.literal(true, { error: 'must be true: accept the billing' });

/**
 * `POST /api/customer/enterprise/order/` body: staff order the cart for an organisation
 * customer, who is billed by invoice. The organisation customer's prices apply (club prices),
 * decided by the server like every price.
 */
export const enterpriseOrderRequestSchema = z
  .object({
    /** The organisation customer, by account id ... */
    customer_id: id.optional(),
    /** ... or by the account's email. */
    customer_email: organisationEmail.optional(),
    country_code: countryCodeSchema,
    language_code: languageSchema.default(DEFAULT_LANGUAGE),
    lines: z
      .array(placeOrderLineSchema)
      .min(1, 'must list at least one product')
      .max(MAX_ORDER_LINES, `must list at most ${MAX_ORDER_LINES} products`),
    form: placeOrderFormSchema,
    reference: orderReference,
    accept_billing: acceptBilling,
  })
  .refine((body) => body.customer_id !== undefined || body.customer_email !== undefined, {
    message: 'is required: name the organisation customer by email or id',
    path: ['customer_email'],
  });
export type EnterpriseOrderRequest = z.input<typeof enterpriseOrderRequestSchema>;
export type EnterpriseOrderBody = z.output<typeof enterpriseOrderRequestSchema>;

/**
 * The enterprise page's form: the request's own fields for the organisation customer, the
 * reference and the billing, and the checkout form with the rules of the delivery country.
 */
export function enterpriseOrderFormSchema(context: CheckoutFormContext) {
  return z.object({
    customer_email: organisationEmail,
    reference: orderReference,
    accept_billing: acceptBilling,
    form: checkoutFormSchema(context),
  });
}
export type EnterpriseOrderFormValues = z.input<ReturnType<typeof enterpriseOrderFormSchema>>;
export type EnterpriseOrderFormOutput = z.output<ReturnType<typeof enterpriseOrderFormSchema>>;

/** `POST /api/customer/enterprise/order/` response: 201, or 200 for a repeated key. */
export const enterpriseOrderResponseSchema = z.object({
  orderNumber: z.string(),
  /** Opens the order's process and outcome pages (`{orderNumber}/{token}`). */
  slug: z.string(),
  customerEmail: z.string(),
  reference: z.string(),
  currencyCode: z.string(),
  /** Euro cents including VAT, as the server priced them. */
  linesTotal: z.number().int(),
  deliveryTotal: z.number().int(),
  total: z.number().int(),
});
export type EnterpriseOrderResponse = z.infer<typeof enterpriseOrderResponseSchema>;
