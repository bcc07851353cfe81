import { BRANDS, NO_BRAND_SLUG } from '../../db/seed/data/brands.js';
import { slugify } from '../../db/seed/text.js';
import type { MediaFolder, MediaFormat, SceneTheme } from './media-keys.js';
import { SCENE_THEMES } from './media-keys.js';
import { isHex } from './svg/colour.js';
import { logoPicture } from './svg/logo.js';
import { isKind, productPicture } from './svg/product-picture.js';
import { scenePicture } from './svg/scene.js';

let loadedSharp: Promise<typeof import('sharp')> | undefined;

/**
 * sharp (libvips, a native library) is loaded with the first picture to draw, not at start: an
 * api whose pictures all come from the disk cache never holds it (start time, memory, issue 9).
 */
function sharpLibrary() {
  loadedSharp ??= import('sharp').then((module) => {
    // Every picture is drawn from its own SVG once and kept by the media routes' disk cache
    // (`DiskCache`): libvips' own cache of operations (up to 50 MB) would only hold what is
    // never asked for again.
    module.default.cache(false);
    return module;
  });
  return loadedSharp;
}

/** Display names of the brands the seed writes, by slug ('' for the hidden '-' brand). */
const BRAND_NAMES = new Map<string, string>([
  ...BRANDS.map((brand) => [slugify(brand.name), brand.name] as const),
  [NO_BRAND_SLUG, ''],
]);

/** Size used when the request gives neither w nor h (catalogue §9 card 320x400 doubled). */
export const DEFAULT_SIZES: Record<MediaFolder, readonly [number, number]> = {
  products: [800, 1000],
  groups: [600, 750],
  brands: [280, 140],
  banners: [1516, 894],
  blog: [1200, 800],
  stores: [1200, 800],
};

const isTheme = (value: string): value is SceneTheme =>
  (SCENE_THEMES as readonly string[]).includes(value);

/** Draws the SVG for a key, or returns undefined when the key names nothing. */
export function renderSvg(
  folder: MediaFolder,
  key: string,
  width: number,
  height: number,
): string | undefined {
  const parts = key.split('_');
  if (folder === 'products' || folder === 'groups') {
    const [kind = '', hex = '', brandSlug = '', seed = '0'] = parts;
    const expected = folder === 'products' ? 4 : 2;
    if (parts.length !== expected || !isKind(kind) || !isHex(hex) || !/^[0-9a-z-]+$/.test(seed))
      return undefined;
    const brand = folder === 'products' ? BRAND_NAMES.get(brandSlug) : '';
    if (brand === undefined) return undefined;
    const view = Number(seed.split('-').pop()) || 0;
    return productPicture({ kind, hex, brand, view, width, height });
  }
  if (folder === 'brands') {
    const name = BRAND_NAMES.get(key);
    return name === undefined ? undefined : logoPicture({ slug: key, name, width, height });
  }
  const [theme = '', hex = '', seed = ''] = parts;
  if (parts.length !== 3 || !isTheme(theme) || !isHex(hex) || !/^[0-9a-z-]+$/.test(seed))
    return undefined;
  return scenePicture({ theme, hex, seed, width, height });
}

/** Turns an SVG into the requested format; librsvg inside sharp does the drawing. */
export async function encode(svg: string, format: MediaFormat): Promise<Buffer> {
  if (format === 'svg') return Buffer.from(svg);
  const { default: sharp } = await sharpLibrary();
  const image = sharp(Buffer.from(svg));
  return format === 'png'
    ? image.png({ compressionLevel: 8 }).toBuffer()
    : image.webp({ quality: 82 }).toBuffer();
}
