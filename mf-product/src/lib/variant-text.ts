import type { ProductModel, ProductVariant } from '@shop/shared-contracts';

/**
 * A variant as the shopper reads it, e.g. 'Black, 42': colour and size names, and the type only
 * when the model comes in several. The same words the api gives a bundle's variants.
 */
export function variantText(model: ProductModel, variant: ProductVariant): string {
  const name = (options: readonly { slug: string; name: string }[], slug: string) =>
    options.find((option) => option.slug === slug)?.name ?? '';
  const parts = [
    name(model.colors, variant.colorSlug),
    name(model.sizes, variant.sizeSlug),
    model.types.length > 1 ? name(model.types, variant.typeSlug) : '',
  ];
  return parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

/** The picture to show with a variant: its colour's first, else the model's first. */
export function variantImage(model: ProductModel, variant: ProductVariant): string | undefined {
  const colour = model.colors.find((candidate) => candidate.slug === variant.colorSlug);
  return (colour?.images[0] ?? model.images[0])?.url;
}
