import type { ProductColor, ProductModel, ProductVariant } from '@shop/shared-contracts';

/** The chosen options; null while that option is not chosen yet. */
export interface Selection {
  readonly color: string | null;
  readonly size: string | null;
  readonly type: string | null;
}

/** What the URL asks for (catalogue §2: `select-color`, `color`, `size`, `type`). */
export interface SelectionQuery {
  readonly selectColor?: string | null;
  readonly color?: string | null;
  readonly size?: string | null;
  readonly type?: string | null;
}

/** Catalogue §4 variant ids: 0 before a size is chosen, -1 when nothing matches. */
export const SIZE_NOT_CHOSEN = 0;
export const NO_MATCHING_VARIANT = -1;

/** `select-color` matches a colour by slug or by name, in any case. */
function findColour(colours: readonly ProductColor[], wanted: string | null | undefined) {
  const value = wanted?.trim().toLowerCase();
  if (!value) return undefined;
  return colours.find(
    (colour) => colour.slug.toLowerCase() === value || colour.name.toLowerCase() === value,
  );
}

function variantsOf(model: ProductModel, color: string | null, type: string | null) {
  return model.variants.filter(
    (variant) =>
      (color === null || variant.colorSlug === color) &&
      (type === null || variant.typeSlug === type),
  );
}

/**
 * Catalogue §4 initial colour: `select-color` (or `color`, first of a comma list), else the
 * promoted colour, else the first (the list comes sorted by stock, then name). Type from the
 * query or the first. Size: the query, then a remembered size that exists, then the first
 * orderable size for the colour and type; a single size is always chosen. With several sizes
 * and none orderable nothing is chosen, so the page asks to 'First select the product size'.
 */
export function initialSelection(
  model: ProductModel,
  query: SelectionQuery,
  rememberedSizes: readonly string[] = [],
): Selection {
  const requestedColour =
    findColour(model.colors, query.selectColor) ??
    findColour(model.colors, query.color?.split(',')[0]);
  const promoted = model.colors.find((colour) => colour.slug === model.promotedColour);
  const color = (requestedColour ?? promoted ?? model.colors[0])?.slug ?? null;
  const type =
    model.types.find((option) => option.slug === query.type)?.slug ?? model.types[0]?.slug ?? null;
  return { color, type, size: initialSize(model, { color, type }, query.size, rememberedSizes) };
}

function initialSize(
  model: ProductModel,
  chosen: { color: string | null; type: string | null },
  requested: string | null | undefined,
  remembered: readonly string[],
): string | null {
  const slugs = model.sizes.map((size) => size.slug);
  if (slugs.length === 1) return slugs[0] ?? null;
  if (requested && slugs.includes(requested)) return requested;
  const candidates = variantsOf(model, chosen.color, chosen.type);
  const rememberedSize = remembered.find((slug) =>
    candidates.some((variant) => variant.sizeSlug === slug),
  );
  if (rememberedSize) return rememberedSize;
  const orderable = slugs.find((slug) =>
    candidates.some((variant) => variant.sizeSlug === slug && variant.isOrderable),
  );
  return orderable ?? null;
}

/**
 * A changed option; a size that does not exist in the new colour and type is cleared, so the
 * shopper picks again rather than buying a size they did not choose.
 */
export function changeSelection(
  model: ProductModel,
  current: Selection,
  change: Partial<Selection>,
): Selection {
  const next = { ...current, ...change };
  if (change.size !== undefined || next.size === null || model.sizes.length === 1) return next;
  const exists = variantsOf(model, next.color, next.type).some(
    (variant) => variant.sizeSlug === next.size,
  );
  return exists ? next : { ...next, size: null };
}

/** The variant a selection names (catalogue §4), preferring one that is on order. */
export function selectedVariantId(model: ProductModel, selection: Selection): number {
  if (selection.size === null && model.sizes.length > 0) return SIZE_NOT_CHOSEN;
  const matches = model.variants.filter(
    (variant) =>
      variant.colorSlug === selection.color &&
      variant.typeSlug === selection.type &&
      variant.sizeSlug === selection.size,
  );
  const match = matches.find((variant) => variant.onOrder) ?? matches[0];
  return match?.variantId ?? NO_MATCHING_VARIANT;
}

export function findVariant(model: ProductModel, id: number): ProductVariant | undefined {
  return id > 0 ? model.variants.find((variant) => variant.variantId === id) : undefined;
}

/** How a size shows for the chosen colour and type: orderable, only listed, or missing. */
export type SizeState = 'orderable' | 'unavailable' | 'missing';

export function sizeStates(model: ProductModel, selection: Selection): Map<string, SizeState> {
  const candidates = variantsOf(model, selection.color, selection.type);
  return new Map(
    model.sizes.map((size) => {
      const variants = candidates.filter((variant) => variant.sizeSlug === size.slug);
      const state: SizeState = variants.some((variant) => variant.isOrderable)
        ? 'orderable'
        : variants.length > 0
          ? 'unavailable'
          : 'missing';
      return [size.slug, state];
    }),
  );
}
