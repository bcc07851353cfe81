export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

// Rsbuild puts content-hashed files under static/ and names them `name.<hash>.ext`.
const HASHED_FILE = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

/**
 * Cache policy of a built file by its path inside the dist: hashed assets never change, so
 * browsers keep them a year; anything else (index.html, mf-manifest.json, an unhashed
 * remoteEntry.js) is revalidated on every use so a new release shows up at once.
 */
export function cacheControlFor(relativePath: string): string {
  const normalised = relativePath.replaceAll('\\', '/');
  const isHashed = normalised.startsWith('static/') || normalised.includes('/static/');
  return isHashed || HASHED_FILE.test(normalised) ? IMMUTABLE : NO_CACHE;
}
