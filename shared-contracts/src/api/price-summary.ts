/**
 * The priced summary (docs/decisions/0023-money-in-the-market-currency.md): what a shopper is
 * shown as the money of a cart or an order, computed once by the server in the market's
 * currency and rounding. Every page that shows money for a cart or an order (cart, payment page,
 * added-to-cart dialog, confirmation, order lookup, account, order e-mail) renders this and only
 * this, so the shown lines add up to the shown total everywhere.
 *
 * Amounts are hundredths of `currency` (whole-number currencies in multiples of 100), never
 * euro cents. `total = Σ lines.total − Σ discounts + delivery (when chosen) + gift_wrap`;
 * `charged = total − Σ gift_cards`.
 */
import * as z from '@shop/shared-contracts/zod';

const minor = z.number().int();

export const SUMMARY_LINE_KINDS = ['product', 'bundle', 'gift-card'] as const;

export const summaryLineSchema = z.object({
  kind: z.enum(SUMMARY_LINE_KINDS),
  name: z.string(),
  /** Colour and size, the bundle's products, or the gift card's value and recipient. */
  detail: z.string(),
  amount: z.number().int(),
  unit: minor,
  /** The regular unit price when the row sells below it, for a strike-through; else null. */
  regular_unit: minor.nullable(),
  /** `unit × amount`. */
  total: minor,
});
export type SummaryLine = z.infer<typeof summaryLineSchema>;

/**
 * Delivery: `chosen` counts in the total; `from` (no method chosen yet) names the cheapest
 * method's price and does not count; `none` when nothing is carried (only gift cards).
 */
export const summaryDeliverySchema = z.union([
  z.object({
    state: z.literal('chosen'),
    slug: z.string(),
    name: z.string(),
    /** The store, pickup point or parcel locker, or the street address; empty when not known. */
    place: z.string(),
    amount: minor,
  }),
  z.object({ state: z.literal('from'), amount: minor }),
  z.object({ state: z.literal('none') }),
]);
export type SummaryDelivery = z.infer<typeof summaryDeliverySchema>;

export const priceSummarySchema = z.object({
  /** ISO 4217, upper case. */
  currency: z.string(),
  lines: z.array(summaryLineSchema),
  /** Σ `lines.total`. */
  lines_total: minor,
  /** Discount codes, each with what it takes off (a positive amount). */
  discounts: z.array(z.object({ code: z.string(), amount: minor })),
  delivery: summaryDeliverySchema,
  /** Gift packing when chosen; null when not. */
  gift_wrap: minor.nullable(),
  total: minor,
  /** Gift cards by code, each with the part of the total it pays. */
  gift_cards: z.array(z.object({ code: z.string(), amount: minor })),
  /** What the payment provider charges: `total − Σ gift_cards`. */
  charged: minor,
  /** The payment method's name once an order is paid or being paid; null before. */
  payment_method: z.string().nullable(),
});
export type PriceSummary = z.infer<typeof priceSummarySchema>;

/** Whether a summary's lines add up to its total and its charge (what every page relies on). */
export function summaryAddsUp(summary: PriceSummary): boolean {
  const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
  const delivery = summary.delivery.state === 'chosen' ? summary.delivery.amount : 0;
  return (
    summary.lines.every((line) => line.total === line.unit * line.amount) &&
    summary.lines_total === sum(summary.lines.map((line) => line.total)) &&
    summary.total ===
      summary.lines_total -
        sum(summary.discounts.map((discount) => discount.amount)) +
        delivery +
        (summary.gift_wrap ?? 0) &&
    summary.charged === summary.total - sum(summary.gift_cards.map((card) => card.amount))
  );
}

/** The summary of an empty cart in a currency: nothing to pay. */
export function emptyPriceSummary(currencyCode: string): PriceSummary {
  return {
    currency: currencyCode.toUpperCase(),
    lines: [],
    lines_total: 0,
    discounts: [],
    delivery: { state: 'none' },
    gift_wrap: null,
    total: 0,
    gift_cards: [],
    charged: 0,
    payment_method: null,
  };
}
