import {
  type Language,
  localisePath,
  mediaUrl,
  type PageMeta,
  type ProductModel,
} from '@shop/shared-contracts';

/** Link previews (Open Graph) want a 1200 × 630 picture. */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

/**
 * What search engines and link previews read of a product page (issue 11, catalogue §2): the
 * canonical address in the page's language, the first picture at the share size, and noindex
 * for campaign-only products (and hidden ones a staff member is looking at).
 */
export function productPageMeta(
  model: ProductModel,
  language: Language,
  /** The page's origin, e.g. `https://shop.example`. */
  origin: string,
): PageMeta {
  const image = model.colors[0]?.images[0] ?? model.images[0];
  return {
    canonical: `${origin}${localisePath(model.path, language)}`,
    ...(image
      ? { shareImage: `${origin}${mediaUrl(image.url, SHARE_IMAGE_WIDTH, SHARE_IMAGE_HEIGHT)}` }
      : {}),
    ...(model.campaignOnly || !model.isPublic ? { noindex: true } : {}),
  };
}
