import { describe, expect, it } from 'vitest';
import { orderBySetting, parseSlugList } from './setting-lists.js';

describe('parseSlugList', () => {
  it('reads a JSON list and a comma list', () => {
    expect(parseSlugList('["guides","events"]')).toEqual(['guides', 'events']);
    expect(parseSlugList(' guides, events ,')).toEqual(['guides', 'events']);
  });

  it('gives no list for nothing or broken JSON, and keeps only text items', () => {
    expect(parseSlugList(undefined)).toEqual([]);
    expect(parseSlugList('  ')).toEqual([]);
    expect(parseSlugList('[guides')).toEqual([]);
    expect(parseSlugList('[1, "x", ""]')).toEqual(['x']);
  });
});

describe('orderBySetting (platform §3 blog_category_order)', () => {
  it('puts listed slugs in the setting order and the rest after them A–Z', () => {
    expect(orderBySetting(['stories', 'zeta', 'guides', 'alpha'], ['guides', 'stories'])).toEqual([
      'guides',
      'stories',
      'alpha',
      'zeta',
    ]);
  });

  it('drops duplicates and ignores listed slugs that have no items', () => {
    expect(orderBySetting(['events', 'events'], ['guides', 'events'])).toEqual(['events']);
  });
});
