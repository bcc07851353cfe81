import type { PriceSummary } from '../api/price-summary.js';
import type { Language } from '../market/languages.js';
import { formatMoney } from './format-price.js';

/** The `priceSummary` message keys a summary row is labelled with. */
export type SummaryMessageKey =
  | 'summary.linesTotal'
  | 'summary.discount'
  | 'summary.delivery'
  | 'summary.deliveryPlace'
  | 'summary.deliveryFrom'
  | 'summary.giftWrap'
  | 'summary.total'
  | 'summary.giftCard'
  | 'summary.charged'
  | 'summary.chargedPaid'
  | 'summary.paymentMethod';

/** One row under a summary's lines: a label (key and values) and the amount as written. */
export interface SummaryTotalRow {
  /** Names the row for tests and styles, e.g. `summary-total`. */
  readonly id: string;
  readonly key: SummaryMessageKey;
  readonly values: Readonly<Record<string, string>>;
  /** The amount written in the summary's currency (a minus sign for what is taken off); null: none. */
  readonly amount: string | null;
  /** Free delivery shows the word for free instead of a zero. */
  readonly isFree?: boolean;
  readonly isStrong?: boolean;
}

/**
 * The rows a priced summary shows under its lines, in order, the same on every page and in the
 * order e-mail (decision 0023): products, each discount, delivery (chosen with its place, or
 * "from" outside the total), gift packing when chosen, the total, each gift card and what is
 * charged, and the payment method once known. `isReceipt` words the charge as done.
 */
export function summaryTotalRows(
  summary: PriceSummary,
  language: Language,
  { isReceipt = false }: { isReceipt?: boolean } = {},
): SummaryTotalRow[] {
  const money = (minor: number) => formatMoney(minor, summary.currency, language);
  const minus = (minor: number) => `−${money(minor)}`;
  const rows: SummaryTotalRow[] = [
    {
      id: 'summary-lines-total',
      key: 'summary.linesTotal',
      values: {},
      amount: money(summary.lines_total),
    },
  ];
  for (const discount of summary.discounts) {
    rows.push({
      id: 'summary-discount',
      key: 'summary.discount',
      values: { code: discount.code },
      amount: minus(discount.amount),
    });
  }
  const { delivery } = summary;
  if (delivery.state === 'chosen') {
    rows.push({
      id: 'summary-delivery',
      key: 'summary.delivery',
      values: { method: delivery.name },
      amount: money(delivery.amount),
      isFree: delivery.amount === 0,
    });
    if (delivery.place !== '') {
      rows.push({
        id: 'summary-delivery-place',
        key: 'summary.deliveryPlace',
        values: { place: delivery.place },
        amount: null,
      });
    }
  } else if (delivery.state === 'from') {
    rows.push({
      id: 'summary-delivery-from',
      key: 'summary.deliveryFrom',
      values: { amount: money(delivery.amount) },
      amount: null,
    });
  }
  if (summary.gift_wrap !== null) {
    rows.push({
      id: 'summary-gift-wrap',
      key: 'summary.giftWrap',
      values: {},
      amount: money(summary.gift_wrap),
    });
  }
  rows.push({
    id: 'summary-total',
    key: 'summary.total',
    values: {},
    amount: money(summary.total),
    isStrong: true,
  });
  for (const card of summary.gift_cards) {
    rows.push({
      id: 'summary-gift-card',
      key: 'summary.giftCard',
      values: { code: card.code },
      amount: minus(card.amount),
    });
  }
  if (summary.gift_cards.length > 0 || isReceipt) {
    rows.push({
      id: 'summary-charged',
      key: isReceipt ? 'summary.chargedPaid' : 'summary.charged',
      values: {},
      amount: money(summary.charged),
      isStrong: true,
    });
  }
  if (summary.payment_method !== null) {
    rows.push({
      id: 'summary-payment-method',
      key: 'summary.paymentMethod',
      values: { method: summary.payment_method },
      amount: null,
    });
  }
  return rows;
}
