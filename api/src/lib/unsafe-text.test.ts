import { describe, expect, it } from 'vitest';
import { findUnsafeText, isUnsafeText, UNSAFE_TEXT_MESSAGE } from './unsafe-text.js';

describe('isUnsafeText', () => {
  it('finds NUL and surrogates without their pair, and lets paired ones and U+FFFD through', () => {
    expect(isUnsafeText('a\u0000b')).toBe(true);
    expect(isUnsafeText('\ud800')).toBe(true);
    expect(isUnsafeText('x\udc00')).toBe(true);
    expect(isUnsafeText('\udc00\ud800')).toBe(true);
    expect(isUnsafeText('snow \u{1F3BF} and \uFFFD')).toBe(false);
    expect(isUnsafeText('Åre, Östersund')).toBe(false);
  });
});

describe('findUnsafeText', () => {
  it('names each bad string by its path, keys included, and skips everything else', () => {
    const fields = findUnsafeText({
      slug: 'ok',
      items: [{ name: 'a\u0000' }, { name: 'fine' }],
      count: 3,
      'k\u0000': 'v',
    });
    expect(fields).toEqual([
      { field: 'items.0.name', message: UNSAFE_TEXT_MESSAGE },
      { field: 'k\uFFFD', message: UNSAFE_TEXT_MESSAGE },
    ]);
  });

  it('puts a prefix first and calls a bare string the body', () => {
    expect(findUnsafeText({ slug: '\ud800' }, ['q']).map((f) => f.field)).toEqual(['q.slug']);
    expect(findUnsafeText('\u0000').map((f) => f.field)).toEqual(['body']);
    expect(findUnsafeText(undefined)).toEqual([]);
    expect(findUnsafeText(Buffer.from([0]))).toEqual([]);
  });
});
