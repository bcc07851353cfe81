/** A product group with a full first screen of cards (mf-catalog's dynamic route). */
export const PRODUCT_GROUP_PATH = '/alpine-skiing/';

/** The seed's first models are the same at every catalogue size, so this page always exists. */
export const PRODUCT_PAGE_PATH =
  '/routa/footwear/hiking-footwear/hiking-boots/pilvi-low-womens-hiking-boots/';

/** A seeded static page without tabs (one of route-slugs' `staticPageSlugs`). */
export const STATIC_PAGE_SLUG = 'delivery';
