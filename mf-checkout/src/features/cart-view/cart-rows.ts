import {
  type CartLine,
  type CheckoutBundleLine,
  type CheckoutGiftCardLine,
  type CheckoutProductLine,
  type CheckoutValidationResponse,
  type CurrencyRate,
  toMarketMinor,
} from '@shop/shared-contracts';

/** One cart row as shown: the cart's line and, once validated, the server's pricing of it. */
export type CartRow =
  | { readonly kind: 'product'; readonly line: CartLine; readonly priced?: CheckoutProductLine }
  | { readonly kind: 'bundle'; readonly line: CartLine; readonly priced?: CheckoutBundleLine }
  | { readonly kind: 'gift-card'; readonly line: CartLine; readonly priced?: CheckoutGiftCardLine };

/** The cart's lines in cart order, each with its priced row from the response (by uid). */
export function toCartRows(
  lines: readonly CartLine[],
  response: CheckoutValidationResponse | null,
): CartRow[] {
  const find = <Row extends { uid: string }>(rows: readonly Row[] | undefined, uid: string) =>
    rows?.find((row) => row.uid === uid);
  return lines.map((line): CartRow => {
    if (line.giftCard !== undefined) {
      return { kind: 'gift-card', line, priced: find(response?.gift_card_products, line.uid) };
    }
    if (line.bundleId !== undefined) {
      return { kind: 'bundle', line, priced: find(response?.bundles, line.uid) };
    }
    return { kind: 'product', line, priced: find(response?.products, line.uid) };
  });
}

/** A priced row's money in hundredths of the market currency, as the summary prices it. */
export interface RowMoney {
  readonly amount: number;
  readonly unit: number;
  readonly total: number;
  /** The regular price of the row when it sells below it (a strike-through); else null. */
  readonly regularTotal: number | null;
}

/**
 * The rule of decision 0023: the euro unit price is converted once, per piece
 * (`toMarketMinor`), and the row is that times the server's amount, so the rows add up to the
 * summary's products line; the euro `line_total` is never converted on its own (1 114 kr × 2 is
 * 2 228 kr, not 2 229 kr). Null until the row is priced.
 */
export function toRowMoney(row: CartRow, currency: CurrencyRate): RowMoney | null {
  const { priced } = row;
  if (!priced) return null;
  const euroUnit = 'unit_price' in priced ? priced.unit_price : priced.line_total;
  // A gift card row is one card of its face value.
  const amount = 'amount' in priced ? priced.amount : 1;
  const unit = toMarketMinor(euroUnit, currency);
  const regular =
    'regular_unit_price' in priced && priced.regular_unit_price > priced.unit_price
      ? toMarketMinor(priced.regular_unit_price, currency)
      : null;
  return {
    amount,
    unit,
    total: unit * amount,
    regularTotal: regular === null ? null : regular * amount,
  };
}

/**
 * Catalogue §9: what is still missing for free delivery, or null when delivery is already free
 * or never is. Amounts in euro cents.
 */
export function missingForFreeDelivery(
  response: Pick<
    CheckoutValidationResponse,
    'lines_total' | 'discount_total' | 'delivery_thresholds'
  >,
): number | null {
  const threshold = response.delivery_thresholds.delivery_threshold;
  if (threshold === null) return null;
  const missing = threshold - (response.lines_total - response.discount_total);
  return missing > 0 ? missing : null;
}

/** What a row shows of its product: name, detail line, image and product page, if known. */
export function describeRow(row: CartRow): {
  readonly name: string;
  readonly detail: string;
  readonly image: string | null;
  readonly path: string | null;
} {
  if (row.kind === 'gift-card') {
    const name = row.priced?.name ?? '';
    return { name, detail: row.priced?.recipient_name ?? '', image: null, path: null };
  }
  if (row.kind === 'bundle') {
    const products = row.priced?.products ?? [];
    return {
      name: row.priced?.name ?? '',
      detail: products.map((product) => `${product.name} (${product.variant_text})`).join(', '),
      image: products[0]?.image ?? null,
      path: null,
    };
  }
  const { priced } = row;
  return {
    name: priced ? `${priced.brand} ${priced.name}`.trim() : '',
    detail: priced?.variant_text ?? '',
    image: priced?.image ?? null,
    path: priced?.path ?? null,
  };
}
