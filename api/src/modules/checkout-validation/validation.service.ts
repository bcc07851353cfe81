import {
  bundlePrice,
  type CheckoutBundleLine,
  type CheckoutDeliveryMethod,
  type CheckoutError,
  type CheckoutErrorCode,
  type CheckoutGiftCardLine,
  type CheckoutLineErrorCode,
  type CheckoutProductLine,
  type CheckoutValidationBody,
  type CheckoutValidationResponse,
  type CurrencyRate,
  type Language,
  productPath,
  READ_ONLY_ORDER,
  toMarketMinor,
} from '@shop/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { FieldValidationError } from '../../lib/http-errors.js';
import { translate } from '../../lib/translate.js';
import { isOrderable } from '../product/product.rules.js';
import { type DeliveryChoice, type PricedRow, priceSummary } from './price-summary.js';
import {
  DEFAULT_REPACK,
  type DiscountRule,
  deliveryPrice,
  discountAmount,
  paymentMethodsFor,
  type RepackSettings,
  repackPrice,
  shippingTimeText,
  splitByWeight,
  unitPrice,
} from './pricing.rules.js';
import {
  type BundleOfferRow,
  type CartVariantRow,
  findBundleOffers,
  findCartVariants,
  findCountry,
  findCurrency,
  findDeliveryMethodRows,
  findDiscountCodes,
  findGiftCampaignCode,
  findGiftCards,
  findPickupPoints,
  findPickupStores,
  findSettings,
  hasLivePayLaterOrder,
} from './validation.repository.js';

type Db = Kysely<Database>;

/** Who validates: a logged-in customer (club prices) and whether they are staff. */
export interface Validator {
  readonly customerId: number;
  readonly isStaff: boolean;
}

const LINE_MESSAGES: Record<CheckoutLineErrorCode, string> = {
  UNKNOWN_PRODUCT: 'is not a product on sale',
  NOT_ORDERABLE: 'cannot be ordered now',
  OUT_OF_STOCK: 'asks for more than is in stock',
  NOT_DELIVERED_TO_COUNTRY: 'is not delivered to the delivery country',
  FROZEN: 'cannot be increased',
  SINGLE_GIFT_CARD: 'Only a single Vuota-item is allowed per order.',
};

/** What one validation knows besides the request: market, viewer, time and the campaign. */
interface Context {
  readonly country: string;
  readonly language: Language;
  readonly isMember: boolean;
  readonly inCampaign: boolean;
}

/** A variant's sale facts: whether it can be bought here, and how many at most. */
function saleFacts(row: CartVariantRow, context: Context) {
  const facts = {
    onOrder: row.on_order,
    webQuantity: row.quantity ?? 0,
    isStockBlocked: row.blocked ?? false,
    shippingDays: row.shipping_days,
  };
  const isBlockedHere = row.blocked_countries.some(
    (code) => code.toLowerCase() === context.country,
  );
  const maxAmount = row.on_order ? null : facts.isStockBlocked ? 0 : Math.max(0, facts.webQuantity);
  const error: CheckoutLineErrorCode | null =
    !row.is_public || row.active === null || row.regular === null
      ? 'UNKNOWN_PRODUCT'
      : isBlockedHere && !context.inCampaign
        ? 'NOT_DELIVERED_TO_COUNTRY'
        : !isOrderable(facts, context.inCampaign)
          ? maxAmount === 0 && !facts.isStockBlocked
            ? 'OUT_OF_STOCK'
            : 'NOT_ORDERABLE'
          : null;
  return { maxAmount, error };
}

function variantText(row: CartVariantRow, language: Language): string {
  return [translate(row.color_name, language), row.size, row.type]
    .filter((part) => part !== '' && part !== '-')
    .join(', ');
}

function priceOf(row: CartVariantRow, context: Context, isGiftCard = false) {
  return unitPrice(
    {
      regular: row.regular ?? 0,
      active: row.active ?? 0,
      club: row.club,
      discountFree: row.discount_free,
    },
    { isMember: context.isMember, isOutlet: row.belongs_to_outlet, isGiftCard },
  );
}

function productLine(
  row: CheckoutValidationBody['products'][number],
  variant: CartVariantRow | undefined,
  context: Context,
): CheckoutProductLine {
  const base = {
    uid: row.uid,
    product_id: row.product_id,
    amount: row.amount,
    frozen: row.frozen,
  };
  if (!variant || variant.is_gift_card) {
    return {
      ...base,
      model_id: variant?.model_id ?? 0,
      name: '',
      brand: '',
      variant_text: '',
      path: null,
      image: null,
      max_amount: 0,
      on_order: false,
      unit_price: 0,
      regular_unit_price: 0,
      price_type: 'normal',
      line_total: 0,
      shipping_days: 0,
      error: 'UNKNOWN_PRODUCT',
    };
  }
  const { maxAmount, error } = saleFacts(variant, context);
  const price = priceOf(variant, context);
  const unit = context.inCampaign ? 0 : price.unit;
  const isShort = error === null && maxAmount !== null && row.amount > maxAmount;
  return {
    ...base,
    model_id: variant.model_id,
    name: translate(variant.name, context.language),
    brand: variant.brand_name,
    variant_text: variantText(variant, context.language),
    path: productPath(variant.brand_slug, variant.group_path, variant.slug),
    image: variant.image,
    max_amount: maxAmount,
    on_order: variant.on_order,
    unit_price: unit,
    regular_unit_price: price.regular,
    price_type: price.type,
    line_total: unit * row.amount,
    shipping_days: variant.shipping_days,
    error: isShort ? 'OUT_OF_STOCK' : error,
  };
}

/** `[mainModelId, mainVariantId, ...secondaryVariantIds]` from a bundle id (catalogue §3). */
function parseBundleId(bundleId: string) {
  const [mainModelId = 0, ...variantIds] = bundleId.split('-').map(Number);
  return { mainModelId, variantIds };
}

/** The offer whose main model and secondary models the chosen variants match, in order. */
function matchOffer(
  offers: readonly BundleOfferRow[],
  mainModelId: number,
  variants: readonly (CartVariantRow | undefined)[],
) {
  const [main, ...secondary] = variants;
  if (!main || main.model_id !== mainModelId) return undefined;
  return offers.find(
    (offer) =>
      offer.main_model_id === mainModelId &&
      offer.secondaryModelIds.length === secondary.length &&
      offer.secondaryModelIds.every((modelId, index) => secondary[index]?.model_id === modelId),
  );
}

function bundleLine(
  row: CheckoutValidationBody['bundles'][number],
  offers: readonly BundleOfferRow[],
  variants: ReadonlyMap<number, CartVariantRow>,
  context: Context,
): CheckoutBundleLine & { shippingDays: number[] } {
  const { mainModelId, variantIds } = parseBundleId(row.bundle_id);
  const members = variantIds.map((id) => variants.get(id));
  const offer = matchOffer(offers, mainModelId, members);
  const known = members.filter((member): member is CartVariantRow => member !== undefined);
  const facts = known.map((member) => saleFacts(member, context));
  const limits = facts.map((fact) => fact.maxAmount).filter((max): max is number => max !== null);
  const maxAmount = limits.length > 0 ? Math.min(...limits) : null;
  const memberError = facts.find((fact) => fact.error !== null)?.error ?? null;
  const error: CheckoutLineErrorCode | null =
    !offer || known.length !== members.length
      ? 'UNKNOWN_PRODUCT'
      : (memberError ?? (maxAmount !== null && row.amount > maxAmount ? 'OUT_OF_STOCK' : null));
  const unitPrices = known.map((member) => priceOf(member, { ...context, isMember: false }));
  const unit = offer
    ? bundlePrice(
        unitPrices.map((price) => price.unit),
        offer.discount_percent,
      )
    : 0;
  const shares = splitByWeight(
    unit,
    unitPrices.map((price) => price.unit),
  );
  return {
    uid: row.uid,
    bundle_id: row.bundle_id,
    name: offer ? translate(offer.name, context.language) : '',
    amount: row.amount,
    max_amount: maxAmount,
    products: known.map((member, index) => ({
      product_id: member.id,
      model_id: member.model_id,
      name: translate(member.name, context.language),
      variant_text: variantText(member, context.language),
      image: member.image,
      unit_price: shares[index] ?? 0,
    })),
    unit_price: unit,
    regular_unit_price: unitPrices.reduce((sum, price) => sum + price.regular, 0),
    line_total: error === null ? unit * row.amount : 0,
    error,
    shippingDays: known.map((member) => member.shipping_days),
  };
}

function giftCardLine(
  row: CheckoutValidationBody['gift_card_products'][number],
  variant: CartVariantRow | undefined,
  index: number,
  language: Language,
): CheckoutGiftCardLine {
  const error: CheckoutLineErrorCode | null =
    !variant?.is_gift_card || !variant.is_public
      ? 'UNKNOWN_PRODUCT'
      : index > 0
        ? 'SINGLE_GIFT_CARD'
        : null;
  return {
    uid: row.uid,
    product_id: row.product_id,
    name: variant ? translate(variant.name, language) : '',
    value_euros: row.value_euros,
    recipient_name: row.recipient_name,
    // Gift cards carry no VAT and no discount: the face value is the price.
    line_total: error === null ? row.value_euros * 100 : 0,
    error,
  };
}

function readRepack(settings: ReadonlyMap<string, string>): RepackSettings {
  const cost = Number(settings.get('repack_cost'));
  const threshold = settings.get('repack_free_threshold');
  return {
    cost: Number.isSafeInteger(cost) && cost >= 0 ? cost : DEFAULT_REPACK.cost,
    freeThreshold:
      threshold === undefined
        ? DEFAULT_REPACK.freeThreshold
        : threshold === ''
          ? null
          : Number(threshold),
  };
}

/** Checks the codes: the first valid discount code is the cart discount, gift cards pay. */
async function checkCodes(
  db: Db,
  codes: readonly string[],
  goodsTotal: number,
  currency: CurrencyRate,
  now: Date,
) {
  const upper = [...new Set(codes.map((code) => code.toUpperCase()))];
  const [discounts, cards] = await Promise.all([
    findDiscountCodes(db, upper),
    findGiftCards(db, upper),
  ]);
  const errors: CheckoutError[] = [];
  const fail = (index: number, code: CheckoutErrorCode, message: string, amount?: number) =>
    errors.push({
      code,
      field: `discount_codes.${index}`,
      message,
      ...(amount === undefined ? {} : { amount }),
    });
  let discount: { code: string; amount: number; rule: DiscountRule } | null = null;
  const payingCards: { code: string; balance: number; created_at: Date }[] = [];
  for (const [index, typed] of codes.entries()) {
    const code = typed.toUpperCase();
    if (codes.findIndex((other) => other.toUpperCase() === code) !== index) continue;
    const card = cards.find((candidate) => candidate.code === code);
    const rule = discounts.find((candidate) => candidate.code === code);
    if (card) {
      if (new Date(card.expires_at) <= now)
        fail(index, 'CODE_EXPIRED', 'the gift card has expired');
      else if (card.balance <= 0) fail(index, 'GIFT_CARD_EMPTY', 'the gift card has no balance');
      else payingCards.push({ ...card, created_at: new Date(card.created_at) });
    } else if (!rule) fail(index, 'UNKNOWN_CODE', 'is not a discount code or gift card');
    else if (new Date(rule.starts_at) > now) fail(index, 'CODE_NOT_STARTED', 'is not valid yet');
    else if (new Date(rule.ends_at) <= now) fail(index, 'CODE_EXPIRED', 'has expired');
    else if (rule.max_uses !== null && rule.used_count >= rule.max_uses)
      fail(index, 'CODE_USED_UP', 'has been used up');
    else if (goodsTotal < rule.minimum_total)
      fail(
        index,
        'CODE_MINIMUM_NOT_MET',
        `needs rows worth at least ${rule.minimum_total} euro cents`,
        toMarketMinor(rule.minimum_total, currency),
      );
    else if (discount) fail(index, 'CODE_NOT_COMBINABLE', 'only one discount code applies');
    else discount = { code, amount: discountAmount(rule, goodsTotal), rule };
  }
  return { discount, payingCards, errors };
}

/** The delivery methods of the country, priced for this cart, with where to collect. */
async function deliveryMethods(
  db: Db,
  country: string,
  goodsTotal: number,
  isFree: boolean,
  language: Language,
): Promise<CheckoutDeliveryMethod[]> {
  const [rows, stores, points] = await Promise.all([
    findDeliveryMethodRows(db, country),
    findPickupStores(db),
    findPickupPoints(db, country),
  ]);
  const storeLocations = stores.map((store) => ({
    id: store.slug,
    name: store.name,
    address: `${store.address}, ${store.postal_code} ${store.city}`,
  }));
  return rows.map((row) => ({
    slug: row.slug,
    name: translate(row.name, language),
    kind: row.kind,
    price: isFree
      ? 0
      : deliveryPrice({ price: row.price, freeThreshold: row.free_threshold }, goodsTotal),
    freeThreshold: row.free_threshold,
    timeEstimate: translate(row.time_estimate, language),
    locations:
      row.kind === 'store' || row.kind === 'express'
        ? storeLocations
        : row.kind === 'pickup-point'
          ? points
              .filter((point) => point.delivery_method_slug === row.slug)
              .map((point) => ({
                id: point.id,
                name: point.name,
                address: `${point.address}, ${point.postal_code} ${point.city}`,
              }))
          : [],
  }));
}

/** Whether the gift campaign in the request holds: a live code of the campaign, one product of it. */
async function checkGiftCampaign(
  db: Db,
  body: CheckoutValidationBody,
  variants: ReadonlyMap<number, CartVariantRow>,
  now: Date,
) {
  const data = body.giftcampaign_data;
  if (!data) return true;
  const campaign = await findGiftCampaignCode(db, data.code);
  const [only] = body.products;
  const modelId = only ? variants.get(only.product_id)?.model_id : undefined;
  return (
    campaign !== undefined &&
    campaign.redeemed_at === null &&
    new Date(campaign.expires_at) > now &&
    campaign.slug === data.campaign &&
    body.products.length === 1 &&
    body.bundles.length === 0 &&
    body.gift_card_products.length === 0 &&
    only?.amount === 1 &&
    modelId !== undefined &&
    campaign.modelIds.has(modelId)
  );
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * `POST /api/checkout/` (platform §7): prices the cart from the database for the delivery
 * country and the viewer, checks stock, codes and the gift campaign, and offers delivery and
 * payment methods. Nothing is written: placing the order re-checks everything in its
 * transaction.
 */
export async function validateCheckout(
  db: Db,
  body: CheckoutValidationBody,
  validator: Validator | null,
  now = new Date(),
): Promise<CheckoutValidationResponse> {
  const country = await findCountry(db, body.country_code);
  if (!country?.is_enabled) {
    throw new FieldValidationError([
      { field: 'country_code', message: 'is not a delivery country of the shop' },
    ]);
  }
  const currencyCode = body.currency_code ?? country.currency_code;
  const currencyRow = await findCurrency(db, currencyCode);
  if (!currencyRow) {
    throw new FieldValidationError([
      { field: 'currency_code', message: 'is not a currency of the shop' },
    ]);
  }
  const currency: CurrencyRate = {
    currencyCode: currencyRow.code,
    currencyRate: Number(currencyRow.rate),
  };
  const language = body.language_code;
  const bundleIds = body.bundles.map((row) => parseBundleId(row.bundle_id));
  const variantIds = [
    ...body.products.map((row) => row.product_id),
    ...body.gift_card_products.map((row) => row.product_id),
    ...bundleIds.flatMap((bundle) => bundle.variantIds),
  ];
  const [variantRows, offers, settings] = await Promise.all([
    findCartVariants(db, [...new Set(variantIds)], country.tax_area_id),
    findBundleOffers(db, [...new Set(bundleIds.map((bundle) => bundle.mainModelId))]),
    findSettings(db, ['repack_cost', 'repack_free_threshold']),
  ]);
  const variants = new Map(variantRows.map((row) => [row.id, row]));
  const errors: CheckoutError[] = [];

  const isCampaignValid = await checkGiftCampaign(db, body, variants, now);
  if (!isCampaignValid) {
    errors.push({
      code: 'GIFT_CAMPAIGN_INVALID',
      field: 'giftcampaign_data',
      message: 'is not a redeemable code of this gift campaign for this product',
    });
  }
  const context: Context = {
    country: country.code,
    language,
    isMember: validator !== null,
    inCampaign: body.giftcampaign_data !== null && isCampaignValid,
  };

  const products = body.products.map((row) =>
    productLine(row, variants.get(row.product_id), context),
  );
  const bundles = body.bundles.map((row) => bundleLine(row, offers, variants, context));
  const giftCards = body.gift_card_products.map((row, index) =>
    giftCardLine(row, variants.get(row.product_id), index, language),
  );
  const lineErrors = (field: string, lines: readonly { error: CheckoutLineErrorCode | null }[]) =>
    lines.forEach((line, index) => {
      if (line.error) {
        errors.push({
          code: line.error,
          field: `${field}.${index}`,
          message: LINE_MESSAGES[line.error],
        });
      }
    });
  lineErrors('products', products);
  lineErrors('bundles', bundles);
  lineErrors('gift_card_products', giftCards);

  // Rows with an error are shown but not charged until the shopper fixes them.
  const valid = <T extends { error: unknown; line_total: number }>(lines: readonly T[]) =>
    sum(lines.filter((line) => line.error === null).map((line) => line.line_total));
  const goodsTotal = valid(products) + valid(bundles);
  const linesTotal = goodsTotal + valid(giftCards);

  const codes = await checkCodes(db, body.discount_codes, goodsTotal, currency, now);
  errors.push(...codes.errors);
  const discountTotal = codes.discount?.amount ?? 0;
  const discountedGoods = goodsTotal - discountTotal;

  // Nothing to carry: only gift cards, or a gift the company has paid for.
  const hasGoods = products.length + bundles.length > 0;
  const methods = await deliveryMethods(
    db,
    country.code,
    discountedGoods,
    !hasGoods || context.inCampaign,
    language,
  );
  const chosen = methods.find((method) => method.slug === body.delivery_method);
  if (body.delivery_method !== '' && !chosen) {
    errors.push({
      code: 'UNKNOWN_DELIVERY_METHOD',
      field: 'delivery_method',
      message: `is not offered in ${country.code}`,
    });
  }
  const shownMethod = chosen ?? methods[0];
  // Delivery counts in the total only once chosen; before that the cart says what it costs from.
  const deliveryCost = hasGoods && chosen ? chosen.price : 0;
  const repack = readRepack(settings);
  const repackCost = repackPrice(repack, true, discountedGoods);
  const isRepacked = body.repack && hasGoods;
  const totalPrice = linesTotal - discountTotal + deliveryCost + (isRepacked ? repackCost : 0);
  const priced = priceSummary({
    currency,
    rows: summaryRows(products, bundles, giftCards),
    discount: codes.discount,
    delivery: deliveryChoice(methods, chosen, body.delivery_location, hasGoods),
    giftWrapEuroCents: isRepacked ? repackCost : null,
    giftCards: codes.payingCards,
  });
  const payable = totalPrice - sum(priced.giftCardEuroShares.map((share) => share.amount));
  const payment = paymentMethodsFor(country.code, priced.summary.charged, language);

  const providerId = body.klarna_global_checkout_id;
  const isReadOnly = providerId !== null && (await hasLivePayLaterOrder(db, providerId));
  const isStaff = validator?.isStaff === true;
  return {
    cart_discount: codes.discount,
    payment_events: codes.payingCards.map((card) => ({
      payment_id: card.code,
      processor_slug: 'gift-card',
      creation_time: card.created_at.toISOString(),
      amount: priced.giftCardEuroShares.find((share) => share.code === card.code)?.amount ?? 0,
    })),
    show_klarna: payment.showKlarna,
    paypal_checkout: payment.paypalCheckout,
    reason: isReadOnly ? READ_ONLY_ORDER : null,
    products,
    bundles: bundles.map(({ shippingDays: _, ...line }) => line),
    gift_card_products: giftCards,
    lines_total: linesTotal,
    discount_total: discountTotal,
    delivery_cost: hasGoods ? (shownMethod?.price ?? 0) : 0,
    total_price: totalPrice,
    payable_price: payable,
    payment_methods: payment.methods,
    delivery_methods: methods,
    delivery_thresholds: {
      delivery_threshold: shownMethod?.freeThreshold ?? null,
      repack_threshold: repack.freeThreshold,
    },
    repack_cost: repackCost,
    shipping_time_str: shippingTimeText(
      [
        ...products.filter((line) => line.error === null).map((line) => line.shipping_days),
        ...bundles.flatMap((line) => line.shippingDays),
      ],
      {
        spans: country.delivery_days,
        hasBundle: bundles.length > 0,
        language,
        methodEstimate: chosen?.timeEstimate ?? null,
      },
    ),
    kgco_id: isReadOnly ? providerId : null,
    giftcampaign_data: context.inCampaign ? body.giftcampaign_data : null,
    enterprise_order: isStaff ? body.enterprise_order : null,
    transfer_request_from: isStaff ? body.transfer_request_from : [],
    post_delivery: isStaff && body.post_delivery,
    requires_customs_ack: country.requires_customs_ack,
    errors,
    summary: priced.summary,
    kco_iframe: null,
  };
}

/** The rows the summary lists: those that can be bought as asked (the others are not charged). */
function summaryRows(
  products: readonly CheckoutProductLine[],
  bundles: readonly CheckoutBundleLine[],
  giftCards: readonly CheckoutGiftCardLine[],
): PricedRow[] {
  const product = products
    .filter((line) => line.error === null)
    .map((line) => ({
      kind: 'product' as const,
      name: [line.brand, line.name].filter(Boolean).join(' '),
      detail: line.variant_text,
      amount: line.amount,
      unitEuroCents: line.unit_price,
      regularEuroCents: line.regular_unit_price,
    }));
  const bundle = bundles
    .filter((line) => line.error === null)
    .map((line) => ({
      kind: 'bundle' as const,
      name: line.name,
      detail: line.products.map((member) => member.name).join(' + '),
      amount: line.amount,
      unitEuroCents: line.unit_price,
      regularEuroCents: line.regular_unit_price,
    }));
  const cards = giftCards
    .filter((line) => line.error === null)
    .map((line) => ({
      kind: 'gift-card' as const,
      name: line.name,
      detail: line.recipient_name,
      amount: 1,
      unitEuroCents: line.line_total,
      regularEuroCents: line.line_total,
    }));
  return [...product, ...bundle, ...cards];
}

/**
 * Delivery for the summary: the chosen method with its place (the store, pickup point or locker
 * picked), or the cheapest method's price as "from" until one is chosen.
 */
function deliveryChoice(
  methods: readonly CheckoutDeliveryMethod[],
  chosen: CheckoutDeliveryMethod | undefined,
  locationId: string,
  hasGoods: boolean,
): DeliveryChoice {
  if (!hasGoods || methods.length === 0) return { state: 'none' };
  if (!chosen) return { state: 'from', euroCents: Math.min(...methods.map((m) => m.price)) };
  const location = chosen.locations.find((candidate) => candidate.id === locationId);
  return {
    state: 'chosen',
    slug: chosen.slug,
    name: chosen.name,
    place: location ? `${location.name}, ${location.address}` : '',
    euroCents: chosen.price,
  };
}
