import { describe, expect, it } from 'vitest';
import { infoPageSlug, previewSlug } from './page-slugs';

describe('infoPageSlug', () => {
  it('maps the info routes to their pages', () => {
    expect(infoPageSlug('returns')).toBe('returns');
    expect(infoPageSlug('pikanouto')).toBe('pikanouto');
    expect(infoPageSlug('responsibility')).toBe('sustainability');
    expect(infoPageSlug('stores')).toBeUndefined();
  });
});

describe('previewSlug', () => {
  it('reads the slug from the query, trimmed of spaces and slashes', () => {
    expect(previewSlug(new URLSearchParams('slug=%20/returns/exchange/'))).toBe('returns/exchange');
    expect(previewSlug(new URLSearchParams('tab=faq'), 'tab')).toBe('faq');
  });

  it('is empty when the query has none', () => {
    expect(previewSlug(new URLSearchParams(''))).toBe('');
    expect(previewSlug(new URLSearchParams('slug=//'))).toBe('');
  });
});
