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

/** Headers an immutable file never needs: nothing revalidates it or asks for a range of it. */
const VALIDATORS = ['etag', 'last-modified', 'accept-ranges'] as const;

/**
 * An `onSend` hook for static files: an immutable answer goes without validators, some 100
 * bytes less on each of the scripts a page loads first (issue 9); a revalidated one keeps them.
 */
export function dropValidatorsOfImmutable<Payload>(
  _request: unknown,
  reply: { getHeader(name: string): unknown; removeHeader(name: string): unknown },
  payload: Payload,
  done: (error: null, payload: Payload) => void,
): void {
  // Synchronous: the shell's copy of this hook runs on every answer of the api.
  if (reply.getHeader('cache-control') === IMMUTABLE) {
    for (const header of VALIDATORS) reply.removeHeader(header);
  }
  done(null, payload);
}
