import type { Language, WizardPrice, WizardVariant } from '@shop/shared-contracts';
import type { I18n } from '../../db/schema.js';
import { translate } from '../../lib/translate.js';
import { compareSizes, isOrderable, variantLabel } from '../product/product.rules.js';

/** What a variant row of a wizard product holds (`findPricedVariants`). */
export interface WizardVariantRow {
  readonly id: number;
  readonly color_name: I18n;
  readonly size: string;
  readonly size_sort: number;
  readonly type: string;
  readonly type_slug: string;
  readonly on_order: boolean;
  readonly shipping_days: number;
  readonly regular: number;
  readonly active: number;
  /** Web store stock; null when the variant has no row there. */
  readonly quantity: number | null;
  readonly blocked: boolean | null;
}

/**
 * One model's priced variants in size order (catalogue §4 size ordering), each labelled by what
 * tells it apart: the colour only when the model comes in several, the size, and the type only
 * when it comes in several (alpine skis flat or with bindings). Orderability is catalogue §4's,
 * outside gift campaigns.
 */
export function toWizardVariants(
  rows: readonly WizardVariantRow[],
  lang: Language,
): WizardVariant[] {
  const hasSeveralColours = new Set(rows.map((row) => translate(row.color_name, lang))).size > 1;
  const hasSeveralTypes = new Set(rows.map((row) => row.type_slug)).size > 1;
  return [...rows]
    .sort(
      (a, b) =>
        compareSizes({ size: a.size, sort: a.size_sort }, { size: b.size, sort: b.size_sort }) ||
        a.id - b.id,
    )
    .map((row) => ({
      variantId: row.id,
      label: variantLabel(
        {
          color: hasSeveralColours ? translate(row.color_name, lang) : '',
          size: row.size,
          type: row.type,
        },
        hasSeveralTypes,
      ),
      size: row.size,
      isOrderable: isOrderable(
        {
          onOrder: row.on_order,
          webQuantity: row.quantity ?? 0,
          isStockBlocked: row.blocked ?? false,
          shippingDays: row.shipping_days,
        },
        false,
      ),
      price: { active: row.active, regular: row.regular },
    }));
}

/** The price a product is shown at: its cheapest variant's (ties: the lower regular price). */
export function cheapestPrice(variants: readonly WizardVariant[]): {
  price: WizardPrice;
  hasPriceRange: boolean;
} | null {
  const cheapest = [...variants].sort(
    (a, b) => a.price.active - b.price.active || a.price.regular - b.price.regular,
  )[0];
  if (!cheapest) return null;
  return {
    price: cheapest.price,
    hasPriceRange: variants.some((variant) => variant.price.active !== cheapest.price.active),
  };
}

/**
 * The step's order: products that go with every choice first, each part keeping the order it
 * came in (best sellers first), so the list does not reshuffle beyond that as choices change.
 */
export function compatibleFirst<Item extends { readonly conflicts: readonly unknown[] }>(
  items: readonly Item[],
): Item[] {
  return [
    ...items.filter((item) => item.conflicts.length === 0),
    ...items.filter((item) => item.conflicts.length > 0),
  ];
}
