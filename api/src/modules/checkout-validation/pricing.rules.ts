import type {
  CheckoutProductLine,
  Language,
  PaymentMethod,
  PaymentMethodSlug,
} from '@shop/shared-contracts';
import { priceType } from '../catalogue/catalogue.pricing.js';

/** A variant's prices in the delivery country's tax area, euro cents with VAT. */
export interface LinePrices {
  readonly regular: number;
  readonly active: number;
  readonly club: number | null;
  readonly discountFree: number | null;
}

/** What decides which price a row is sold at besides the price row. */
export interface PriceContext {
  /** Catalogue §1: the club price applies only to a logged-in customer. */
  readonly isMember: boolean;
  readonly isOutlet: boolean;
  readonly isGiftCard: boolean;
}

export interface UnitPrice {
  readonly unit: number;
  readonly regular: number;
  readonly type: CheckoutProductLine['price_type'];
}

/**
 * The price one piece sells at (architecture rule 7: the server's, whatever the client showed):
 * the club price for a logged-in customer when it is lower, otherwise the active price. The
 * type follows the cards' rule, except that a guest, who pays the active price, never sees
 * 'club'.
 */
export function unitPrice(prices: LinePrices, context: PriceContext): UnitPrice {
  const isClub =
    context.isMember && !context.isGiftCard && prices.club !== null && prices.club < prices.active;
  if (isClub && prices.club !== null) {
    return { unit: prices.club, regular: prices.regular, type: 'club' };
  }
  const type = priceType(
    { ...prices, lowest30d: null },
    { isOutlet: context.isOutlet, discountsAllowed: !context.isGiftCard },
  );
  const guestType = prices.active < prices.regular ? 'discount' : 'normal';
  return {
    unit: prices.active,
    regular: prices.regular,
    type: type === 'club' ? guestType : type,
  };
}

/** A discount code as stored: a percentage or an amount off the rows. */
export interface DiscountRule {
  readonly percent: number | null;
  readonly amount: number | null;
}

/**
 * The discount a code gives on rows worth `total` cents: the percentage rounded to the cent,
 * or the fixed amount, never more than the rows are worth.
 */
export function discountAmount(rule: DiscountRule, total: number): number {
  const off = rule.percent !== null ? Math.round((total * rule.percent) / 100) : (rule.amount ?? 0);
  return Math.max(0, Math.min(off, total));
}

/** Delivery is free from the method's threshold on (platform §3 thresholds); null: never. */
export function deliveryPrice(
  method: { price: number; freeThreshold: number | null },
  goodsTotal: number,
): number {
  if (method.freeThreshold !== null && goodsTotal >= method.freeThreshold) return 0;
  return method.price;
}

/** Repacking settings (platform §3 `repackCost`, `thresholds.repack`), euro cents. */
export interface RepackSettings {
  readonly cost: number;
  readonly freeThreshold: number | null;
}

export const DEFAULT_REPACK: RepackSettings = { cost: 990, freeThreshold: 20_000 };

/** What repacking costs for rows worth `goodsTotal`: nothing when not asked or past the threshold. */
export function repackPrice(settings: RepackSettings, isSelected: boolean, goodsTotal: number) {
  if (!isSelected) return 0;
  if (settings.freeThreshold !== null && goodsTotal >= settings.freeThreshold) return 0;
  return settings.cost;
}

/** Shipping days of a row in the web store's own stock (catalogue §9); more: ordered in. */
const IN_STOCK_SHIPPING_DAYS = 2;

/** Catalogue §9: shipping days of 999 mean the variant cannot be had. */
const UNAVAILABLE_SHIPPING = 999;

/** A day span keyed by shipping-day range in the country's delivery config, e.g. `'3-29'`. */
type DaySpans = Readonly<Record<string, { start: number; end: number }>>;

const DELIVERY_TEXT: Record<Language, { span: string; dispatch: string; method: string }> = {
  fi: {
    span: 'Toimitusaika {start}–{end} arkipäivää',
    dispatch: 'Lähetysaika {n} arkipäivää',
    method: 'Toimitusaika {estimate}',
  },
  sv: {
    span: 'Leveranstid {start}–{end} vardagar',
    dispatch: 'Avsändningstid {n} vardagar',
    method: 'Leveranstid {estimate}',
  },
  en: {
    span: 'Delivery in {start}–{end} business days',
    dispatch: 'Dispatch time {n} business days',
    method: 'Delivery in {estimate}',
  },
  de: {
    span: 'Lieferung in {start}–{end} Werktagen',
    dispatch: 'Versandzeit {n} Werktage',
    method: 'Lieferung in {estimate}',
  },
  fr: {
    span: 'Livraison sous {start} à {end} jours ouvrés',
    dispatch: "Délai d'expédition {n} jours ouvrés",
    method: 'Livraison sous {estimate}',
  },
  ru: {
    span: 'Доставка за {start}–{end} рабочих дней',
    dispatch: 'Срок отправки {n} рабочих дней',
    method: 'Доставка за {estimate}',
  },
};

function spanFor(spans: DaySpans, days: number) {
  for (const [key, span] of Object.entries(spans)) {
    const match = /^(\d+)-(\d+)$/.exec(key);
    if (match && days >= Number(match[1]) && days <= Number(match[2])) return span;
  }
  return undefined;
}

/**
 * Catalogue §9 delivery time text for the cart: the slowest row's shipping days looked up in
 * the delivery country's day spans (the ski-bundle span when the cart holds a bundle), else
 * 'Dispatch time {n} business days'. Once a method is chosen and every row is in the web store's
 * stock, the method's own estimate is the time: collecting in a
 * store takes longer than a parcel. Empty when no row can be shipped.
 */
export function shippingTimeText(
  shippingDays: readonly number[],
  options: {
    spans: DaySpans;
    hasBundle: boolean;
    language: Language;
    methodEstimate?: string | null;
  },
): string {
  const shippable = shippingDays.filter((days) => days < UNAVAILABLE_SHIPPING);
  if (shippable.length === 0) return '';
  const slowest = Math.max(...shippable);
  const texts = DELIVERY_TEXT[options.language];
  if (options.methodEstimate && slowest <= IN_STOCK_SHIPPING_DAYS && !options.hasBundle) {
    return texts.method.replace('{estimate}', options.methodEstimate);
  }
  const bundleSpan = options.hasBundle ? options.spans.ski_bundle_days : undefined;
  const span = bundleSpan ?? spanFor(options.spans, slowest);
  if (!span) return texts.dispatch.replace('{n}', String(slowest));
  return texts.span.replace('{start}', String(span.start)).replace('{end}', String(span.end));
}

/** The payment methods the sandbox provider offers, and where the pay-later one is available. */
const PAY_LATER_COUNTRIES: ReadonlySet<string> = new Set([
  'fi',
  'se',
  'no',
  'dk',
  'de',
  'at',
  'nl',
]);

const CARD_NAME: Record<Language, string> = {
  fi: 'Korttimaksu',
  sv: 'Kortbetalning',
  en: 'Card payment',
  de: 'Kartenzahlung',
  fr: 'Carte bancaire',
  ru: 'Банковская карта',
};

/**
 * A payment method's name as the shopper sees it in `language`: the card payment in the
 * language, the providers by their own names. The checkout's method list and an order's
 * summary (its latest payment session's method) both name methods by this.
 */
export function paymentMethodName(slug: PaymentMethodSlug, language: Language): string {
  switch (slug) {
    case 'card':
      return CARD_NAME[language];
    case 'klarna':
      return 'Klarna';
    case 'paypal':
      return 'PayPal';
  }
}

/**
 * Payment methods for a delivery country (platform §3 `paymentMethods`): card everywhere, the
 * pay-later provider where it operates, the wallet everywhere. Nothing when nothing is left to
 * pay. `show_klarna` and `paypal_checkout` say whether the provider checkouts may be shown.
 */
export function paymentMethodsFor(country: string, payable: number, language: Language) {
  if (payable <= 0) {
    return { methods: [] as PaymentMethod[], showKlarna: false, paypalCheckout: false };
  }
  const isPayLater = PAY_LATER_COUNTRIES.has(country);
  const method = (slug: PaymentMethodSlug, kind: PaymentMethod['kind']): PaymentMethod => ({
    slug,
    name: paymentMethodName(slug, language),
    kind,
  });
  const methods: PaymentMethod[] = [
    method('card', 'card'),
    ...(isPayLater ? [method('klarna', 'pay-later')] : []),
    method('paypal', 'wallet'),
  ];
  return { methods, showKlarna: isPayLater, paypalCheckout: true };
}

/**
 * Splits `total` cents in proportion to `weights` (a bundle price over its products' own
 * prices) so that the parts add up to it exactly: the last part takes the rounding.
 */
export function splitByWeight(total: number, weights: readonly number[]): number[] {
  const sumOfWeights = weights.reduce((sum, weight) => sum + weight, 0);
  let given = 0;
  return weights.map((weight, index) => {
    if (index === weights.length - 1) return total - given;
    const part =
      sumOfWeights > 0
        ? Math.round((total * weight) / sumOfWeights)
        : Math.floor(total / weights.length);
    given += part;
    return part;
  });
}
