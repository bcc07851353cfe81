/**
 * Image keys and URLs of the media route. A key carries everything needed to draw the picture,
 * so the route needs no database: `/media/products/ski_c8242b_nordvik_3017-1.webp`.
 */

/** Folders the media route serves. */
export const MEDIA_FOLDERS = ['products', 'groups', 'brands', 'banners', 'blog', 'stores'] as const;
/** A folder of the media route. */
export type MediaFolder = (typeof MEDIA_FOLDERS)[number];

/** Image formats the media route renders. */
export const MEDIA_FORMATS = ['webp', 'png', 'svg'] as const;
/** An image format of the media route. */
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

/** Scene themes drawn for banners, blog posts and stores. */
export const SCENE_THEMES = [
  'alpine',
  'nordic',
  'forest',
  'lake',
  'fell',
  'camp',
  'city',
  'sale',
  'club',
] as const;
/** A scene theme. */
export type SceneTheme = (typeof SCENE_THEMES)[number];

const hex = (colour: string) => colour.replace('#', '').toLowerCase();

/** A product photo: the kind's silhouette in the colour, with the brand and a view number. */
export function productImageUrl(
  kind: string,
  colour: string,
  brandSlug: string,
  seed: string,
): string {
  return `/media/products/${kind}_${hex(colour)}_${brandSlug}_${seed}.webp`;
}

/** A product-group tile. */
export function groupImageUrl(kind: string, colour: string): string {
  return `/media/groups/${kind}_${hex(colour)}.webp`;
}

/** A brand logo (a word mark), SVG so it stays sharp at 70x35 (catalogue §9). */
export function brandLogoUrl(brandSlug: string): string {
  return `/media/brands/${brandSlug}.svg`;
}

/** A landscape scene for banners, blog posts and stores. */
export function sceneImageUrl(
  folder: 'banners' | 'blog' | 'stores',
  theme: SceneTheme,
  colour: string,
  seed: string | number,
): string {
  return `/media/${folder}/${theme}_${hex(colour)}_${seed}.webp`;
}
