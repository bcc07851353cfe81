import type { DeliveryMethod, FastShippingOption, Language } from '@shop/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { WEB_STORE_ID } from '../../lib/web-store.js';
import { findDeliveryMethods } from '../checkout/delivery-methods.repository.js';
import {
  findVariantStoreStock,
  type ShippingVariantRow,
  type VariantStoreStockRow,
} from './fast-shipping.repository.js';
import { isOrderable } from './product.rules.js';
import { allowsMethod, isBlockedCountry } from './product-extra.service.js';

/** The lookup is for Finnish postcodes (catalogue §2 info boxes: Finnish delivery). */
const COUNTRY = 'fi';
/** Carrier methods that bring the parcel to the postcode or near it. */
const CARRIER_KINDS: readonly DeliveryMethod['kind'][] = ['home', 'pickup-point', 'freight'];

/** Catalogue §9: free delivery from the method's threshold (none: never free). */
export function priceFor(method: DeliveryMethod, price: number): number {
  return method.freeThreshold !== null && price >= method.freeThreshold ? 0 : method.price;
}

/**
 * How near a store is to the postcode: the numeric distance of the two postcodes. Finnish
 * postcodes grow outward from Helsinki by region (the first two digits name the area), so a
 * smaller distance is, roughly, a nearer store; ties keep the stores' display order.
 */
export function postcodeDistance(storePostcode: string, postcode: string): number {
  const store = Number.parseInt(storePostcode, 10);
  return Number.isNaN(store) ? Number.POSITIVE_INFINITY : Math.abs(store - Number(postcode));
}

export interface FastShippingRequest {
  readonly postcode: string;
  /** What the shopper would pay, euro cents. */
  readonly price: number;
  readonly lang: Language;
}

/**
 * `GET /api/get_fast_shipping/` (catalogue §5 delivery-method lookup): first pickup from each
 * store that has the variant in stock and unblocked, nearest first (express pickup where the
 * store offers it, else collect in store); then, when the variant can be ordered online, the
 * Finnish carrier methods. Only methods the model allows; nothing when it is not shipped to
 * Finland.
 */
export async function loadFastShipping(
  db: Kysely<Database>,
  variant: ShippingVariantRow,
  request: FastShippingRequest,
): Promise<FastShippingOption[]> {
  if (isBlockedCountry(variant, COUNTRY)) return [];
  const [stock, allMethods] = await Promise.all([
    findVariantStoreStock(db, variant.id),
    findDeliveryMethods(db, COUNTRY, request.lang),
  ]);
  const methods = allMethods.filter((method) => allowsMethod(variant, method.slug));
  const express = methods.find((method) => method.kind === 'express');
  const collect = methods.find((method) => method.kind === 'store');
  const pickups = stock
    .filter((row) => !row.is_web && row.type !== 'external' && row.quantity > 0 && !row.blocked)
    .map((row) => ({ row, method: row.pikanouto ? express : row.nouto ? collect : undefined }))
    .filter((entry): entry is { row: VariantStoreStockRow; method: DeliveryMethod } =>
      Boolean(entry.method),
    )
    .map((entry, order) => ({
      ...entry,
      order,
      distance: postcodeDistance(entry.row.postal_code, request.postcode),
    }))
    .sort((a, b) => a.distance - b.distance || a.order - b.order)
    .map(({ row, method }) => ({
      name: `${method.name}, ${row.name}`,
      timeEstimate: method.timeEstimate,
      price: priceFor(method, request.price),
      storeSlug: row.slug,
    }));
  const web = stock.find((row) => row.store_id === WEB_STORE_ID);
  const orderableOnline = isOrderable(
    {
      onOrder: variant.on_order,
      webQuantity: web?.quantity ?? 0,
      isStockBlocked: web?.blocked ?? false,
      shippingDays: variant.shipping_days,
    },
    false,
  );
  const carriers = orderableOnline
    ? methods
        .filter((method) => CARRIER_KINDS.includes(method.kind))
        .map((method) => ({
          name: method.name,
          timeEstimate: method.timeEstimate,
          price: priceFor(method, request.price),
          storeSlug: null,
        }))
    : [];
  return [...pickups, ...carriers];
}
