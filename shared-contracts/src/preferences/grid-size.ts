/** Catalogue §4: the listing grid's size, kept in a cookie the server reads for the first paint. */
export const GRID_SIZES = ['default', 'extended'] as const;
export type GridSize = (typeof GRID_SIZES)[number];

export const GRID_SIZE_COOKIE = 'grid_size';

/** Cookies holding display preferences, which the api hands to the server renderer. */
export const PREFERENCE_COOKIES: readonly string[] = [GRID_SIZE_COOKIE];

/** One year, in seconds. */
const GRID_SIZE_MAX_AGE = 365 * 24 * 60 * 60;

/** The grid size a cookie value names; anything else is the default. */
export function toGridSize(value: string | undefined): GridSize {
  return value === 'extended' ? 'extended' : 'default';
}

/**
 * The `document.cookie` assignment that keeps a grid size for a year (catalogue §4: secure,
 * lax); `Secure` only over https, where browsers keep it.
 */
export function gridSizeCookie(size: GridSize, isHttps: boolean): string {
  const secure = isHttps ? '; Secure' : '';
  return `${GRID_SIZE_COOKIE}=${size}; Max-Age=${GRID_SIZE_MAX_AGE}; Path=/; SameSite=Lax${secure}`;
}
