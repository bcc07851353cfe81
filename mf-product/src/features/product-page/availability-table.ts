import type { ProductModel, ProductVariant, StoreRef } from '@shop/shared-contracts';

/** A cell of the availability table (catalogue §4): a check, a circle or a minus. */
export type AvailabilityMark = 'in-stock' | 'on-order' | 'out-of-stock';

/**
 * A column: the web store (labelled Web, always first), a store shoppers can visit, or the
 * supplier's stock (a short external label, last).
 */
export type AvailabilityColumn =
  | { readonly kind: 'web' }
  | { readonly kind: 'store'; readonly store: StoreRef }
  | { readonly kind: 'external' };

export interface AvailabilityRow {
  readonly variantId: number;
  readonly sizeSlug: string;
  readonly marks: readonly AvailabilityMark[];
}

export interface AvailabilityTable {
  readonly columns: readonly AvailabilityColumn[];
  readonly rows: readonly AvailabilityRow[];
}

const IMMEDIATE_MAX = 2;

/**
 * The web column: a check for stock on the central web store's shelf that is not blocked (its
 * shipping number 2 or less), a circle for a variant on order, else a minus.
 */
export function webMark(variant: ProductVariant): AvailabilityMark {
  if (variant.webQuantity > 0 && !variant.isStockBlocked && variant.shippingDays <= IMMEDIATE_MAX) {
    return 'in-stock';
  }
  return variant.onOrder ? 'on-order' : 'out-of-stock';
}

/**
 * The availability table of a colour and type (catalogue §4 Orderability and availability):
 * one row per size in the model's size order, the Web column first, then every store that has
 * any variant of the model, in the order the api lists stores (its stock display order), and the
 * supplier's stock when it holds any.
 */
export function availabilityTable(
  model: ProductModel,
  colorSlug: string,
  typeSlug: string,
): AvailabilityTable {
  const stores = new Map<string, StoreRef>();
  for (const variant of model.variants) {
    for (const store of variant.inStockStores) {
      if (!stores.has(store.slug)) stores.set(store.slug, store);
    }
  }
  const columns: AvailabilityColumn[] = [
    { kind: 'web' },
    ...[...stores.values()].map((store) => ({ kind: 'store' as const, store })),
    ...(model.variants.some((variant) => variant.inExternalStock)
      ? [{ kind: 'external' as const }]
      : []),
  ];
  const sizeOrder = new Map(model.sizes.map((size, index) => [size.slug, index]));
  const rows = model.variants
    .filter(
      (variant) =>
        variant.colorSlug === colorSlug &&
        (model.types.length <= 1 || variant.typeSlug === typeSlug),
    )
    .sort((a, b) => (sizeOrder.get(a.sizeSlug) ?? 0) - (sizeOrder.get(b.sizeSlug) ?? 0))
    .map((variant) => ({
      variantId: variant.variantId,
      sizeSlug: variant.sizeSlug,
      marks: columns.map((column): AvailabilityMark => {
        if (column.kind === 'web') return webMark(variant);
        const held =
          column.kind === 'external'
            ? variant.inExternalStock === true
            : variant.inStockStores.some((store) => store.slug === column.store.slug);
        return held ? 'in-stock' : 'out-of-stock';
      }),
    }));
  return { columns, rows };
}
