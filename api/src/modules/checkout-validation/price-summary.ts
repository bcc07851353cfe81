import {
  type CurrencyRate,
  type PriceSummary,
  roundMinor,
  type SummaryDelivery,
  type SummaryLine,
  toMarketMinor,
} from '@shop/shared-contracts';
import type { DiscountRule } from './pricing.rules.js';

/** A row the summary lists: a unit price in euro cents, sold `amount` times. */
export interface PricedRow {
  readonly kind: SummaryLine['kind'];
  readonly name: string;
  readonly detail: string;
  readonly amount: number;
  readonly unitEuroCents: number;
  readonly regularEuroCents: number;
}

/** Delivery as the checkout knows it, in euro cents. */
export type DeliveryChoice =
  | { state: 'chosen'; slug: string; name: string; place: string; euroCents: number }
  | { state: 'from'; euroCents: number }
  | { state: 'none' };

export interface SummaryInput {
  readonly currency: CurrencyRate;
  readonly rows: readonly PricedRow[];
  readonly discount: { readonly code: string; readonly rule: DiscountRule } | null;
  readonly delivery: DeliveryChoice;
  /** Gift packing's price in euro cents when chosen (and not free), else null. */
  readonly giftWrapEuroCents: number | null;
  /** Gift cards paying, in the order typed, with their balances in euro cents. */
  readonly giftCards: readonly { readonly code: string; readonly balance: number }[];
}

export interface PricedSummary {
  readonly summary: PriceSummary;
  /** What each gift card's share takes off its balance, in euro cents (the cards' books). */
  readonly giftCardEuroShares: readonly { code: string; amount: number }[];
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * The priced summary of a cart or an order (docs/decisions/0023-money-in-the-market-currency.md):
 * every euro price is converted to the market currency once, per piece, by the one rounding rule
 * (`toMarketMinor`), and everything after that is whole-number arithmetic in that currency, so
 * the rows, the discount, delivery, gift packing and gift cards add up to the total and the
 * charge exactly. A percentage discount is taken of the converted rows and rounded by the same
 * rule; a fixed discount is converted like a price.
 */
export function priceSummary(input: SummaryInput): PricedSummary {
  const { currency } = input;
  const convert = (euroCents: number) => toMarketMinor(euroCents, currency);
  const lines: SummaryLine[] = input.rows.map((row) => {
    const unit = convert(row.unitEuroCents);
    const regular = convert(row.regularEuroCents);
    return {
      kind: row.kind,
      name: row.name,
      detail: row.detail,
      amount: row.amount,
      unit,
      regular_unit: regular > unit ? regular : null,
      total: unit * row.amount,
    };
  });
  const linesTotal = sum(lines.map((line) => line.total));
  // Discount codes take off the goods, never the gift cards bought.
  const goods = sum(lines.filter((line) => line.kind !== 'gift-card').map((line) => line.total));
  const discounts = input.discount
    ? [{ code: input.discount.code, amount: discountOff(input.discount.rule, goods, currency) }]
    : [];
  const delivery: SummaryDelivery =
    input.delivery.state === 'chosen'
      ? {
          state: 'chosen',
          slug: input.delivery.slug,
          name: input.delivery.name,
          place: input.delivery.place,
          amount: convert(input.delivery.euroCents),
        }
      : input.delivery.state === 'from'
        ? { state: 'from', amount: convert(input.delivery.euroCents) }
        : { state: 'none' };
  const giftWrap = input.giftWrapEuroCents === null ? null : convert(input.giftWrapEuroCents);
  const total =
    linesTotal -
    sum(discounts.map((discount) => discount.amount)) +
    (delivery.state === 'chosen' ? delivery.amount : 0) +
    (giftWrap ?? 0);
  let left = total;
  const giftCardEuroShares: { code: string; amount: number }[] = [];
  const giftCards = input.giftCards.map((card) => {
    const worth = convert(card.balance);
    const amount = Math.min(worth, Math.max(0, left));
    left -= amount;
    // A card that pays all it holds is emptied; a part is converted back to euro cents.
    const euroCents =
      amount === worth
        ? card.balance
        : Math.min(card.balance, Math.round(amount / currency.currencyRate));
    giftCardEuroShares.push({ code: card.code, amount: euroCents });
    return { code: card.code, amount };
  });
  return {
    summary: {
      currency: currency.currencyCode.toUpperCase(),
      lines,
      lines_total: linesTotal,
      discounts,
      delivery,
      gift_wrap: giftWrap,
      total,
      gift_cards: giftCards.filter((card) => card.amount > 0),
      charged: total - sum(giftCards.map((card) => card.amount)),
      payment_method: null,
    },
    giftCardEuroShares: giftCardEuroShares.filter((share) => share.amount > 0),
  };
}

/** What a code takes off goods worth `goods` (market hundredths), never more than they are worth. */
function discountOff(rule: DiscountRule, goods: number, currency: CurrencyRate): number {
  const off =
    rule.percent !== null
      ? roundMinor((goods * rule.percent) / 100, currency.currencyCode)
      : toMarketMinor(rule.amount ?? 0, currency);
  return Math.max(0, Math.min(off, goods));
}
