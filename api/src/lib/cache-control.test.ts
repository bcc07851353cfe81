import { describe, expect, it } from 'vitest';
import { cacheControlFor, IMMUTABLE, NO_CACHE } from './cache-control.js';

describe('cacheControlFor', () => {
  it('keeps hashed build files for a year', () => {
    expect(cacheControlFor('static/js/index.1a2b3c4d.js')).toBe(IMMUTABLE);
    expect(cacheControlFor('static/css/async/12.1a2b3c4d.css')).toBe(IMMUTABLE);
    expect(cacheControlFor('remoteEntry.1a2b3c4d.js')).toBe(IMMUTABLE);
  });

  it('revalidates unhashed files', () => {
    expect(cacheControlFor('index.html')).toBe(NO_CACHE);
    expect(cacheControlFor('mf-manifest.json')).toBe(NO_CACHE);
    expect(cacheControlFor('remoteEntry.js')).toBe(NO_CACHE);
  });
});
