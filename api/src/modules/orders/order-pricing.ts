import type {
  CheckoutValidationBody,
  CheckoutValidationResponse,
  FieldError,
  placeOrderRequestSchema,
} from '@shop/shared-contracts';
import type { Insertable } from 'kysely';
import type * as z from 'zod';
import type { OrderLinesTable } from '../checkout/orders.table.js';

export type PlaceOrderBody = z.output<typeof placeOrderRequestSchema>;

/**
 * The checkout validation an order is priced by: the same request the cart sends to
 * `POST /api/checkout/`, so an order costs exactly what the checkout showed (one pricing for
 * both, architecture rule 7).
 */
export function toValidationBody(body: PlaceOrderBody): CheckoutValidationBody {
  return {
    customer_id: null,
    country_code: body.country_code,
    currency_code: body.currency_code,
    language_code: body.language_code,
    products: body.lines.map((line, index) => ({
      uid: `line-${index}`,
      product_id: line.variant_id,
      amount: line.amount,
      frozen: false,
    })),
    bundles: body.bundles.map((bundle, index) => ({ uid: `bundle-${index}`, ...bundle })),
    gift_card_products: body.gift_card_products.map((card, index) => ({
      uid: `gift-${index}`,
      ...card,
    })),
    discount_codes: body.discount_codes,
    delivery_method: body.form.delivery_method,
    delivery_location: body.form.delivery_location,
    repack: body.repack,
    pikanouto: false,
    delivery_extra_data: { part_delivery: body.part_delivery, giosg_chatter: false },
    klarna_global_checkout_id: null,
    special_request: body.special_request,
    pageName: 'checkout',
    giftcampaign_data: body.giftcampaign_data,
    enterprise_order: null,
    transfer_request_from: [],
    transfer_request_to: [],
    post_delivery: false,
  };
}

/** The request field a validation error is about, in the order request's terms. */
function orderField(field: string): string {
  return field
    .replace(/^products\.(\d+)$/, 'lines.$1.variant_id')
    .replace(/^delivery_method$/, 'form.delivery_method');
}

/**
 * The validation's errors the order cannot go on with. Stock is left out: the order's
 * transaction takes it and names short lines itself, so a race never oversells.
 */
export function blockingErrors(priced: CheckoutValidationResponse): FieldError[] {
  return priced.errors
    .filter((error) => error.code !== 'OUT_OF_STOCK')
    .map((error) => ({
      field: orderField(error.field),
      message: `${error.code}: ${error.message}`,
    }));
}

export type NewOrderLine = Omit<Insertable<OrderLinesTable>, 'order_id'>;

/** The order's lines as priced: products, each bundle's products at their share, gift cards. */
export function pricedOrderLines(priced: CheckoutValidationResponse): NewOrderLine[] {
  const products = priced.products.map((line) => ({
    model_id: line.model_id,
    variant_id: line.product_id,
    name: line.name,
    variant_text: line.variant_text,
    amount: line.amount,
    unit_price: line.unit_price,
    bundle_id: null,
  }));
  const bundles = priced.bundles.flatMap((bundle) =>
    bundle.products.map((product) => ({
      model_id: product.model_id,
      variant_id: product.product_id,
      name: product.name,
      variant_text: product.variant_text,
      amount: bundle.amount,
      unit_price: product.unit_price,
      bundle_id: bundle.bundle_id,
    })),
  );
  const giftCards = priced.gift_card_products.map((card) => ({
    model_id: null,
    variant_id: card.product_id,
    name: card.name,
    variant_text: [`${card.value_euros} €`, card.recipient_name].filter(Boolean).join(', '),
    amount: 1,
    unit_price: card.line_total,
    bundle_id: null,
  }));
  return [...products, ...bundles, ...giftCards].map((line, position) => ({
    ...line,
    sort_order: position,
  }));
}

/** Stock an order takes: per variant, with the request field named when it runs short. */
export interface StockNeed {
  readonly variantId: number;
  readonly amount: number;
  readonly isOnOrder: boolean;
  readonly field: string;
}

/**
 * What each variant needs from the web stock: product rows and every product of a bundle
 * times the bundle's amount, added up per variant. Gift cards hold no stock.
 */
export function stockNeeds(
  priced: CheckoutValidationResponse,
  isOnOrder: (variantId: number) => boolean,
): StockNeed[] {
  const needs = new Map<number, StockNeed>();
  const add = (variantId: number, amount: number, field: string) => {
    const known = needs.get(variantId);
    needs.set(variantId, {
      variantId,
      amount: (known?.amount ?? 0) + amount,
      isOnOrder: isOnOrder(variantId),
      field: known?.field ?? field,
    });
  };
  priced.products.forEach((line, index) => {
    add(line.product_id, line.amount, `lines.${index}.amount`);
  });
  priced.bundles.forEach((bundle, index) => {
    for (const product of bundle.products) {
      add(product.product_id, bundle.amount, `bundles.${index}.amount`);
    }
  });
  return [...needs.values()].sort((a, b) => a.variantId - b.variantId);
}
