import { describe, expect, it } from 'vitest';
import { backHref, levelKey, readSubgroupSlug, resolveMenuLevel } from './menu-level';
import { TEST_GROUPS } from './menu-test-fixtures';

describe('readSubgroupSlug (platform §2 query key)', () => {
  it('reads the first query key as the subgroup slug', () => {
    expect(readSubgroupSlug('?skis')).toBe('skis');
    expect(readSubgroupSlug('?skis=')).toBe('skis');
  });

  it('treats `back` and an empty query as no subgroup', () => {
    expect(readSubgroupSlug('?back')).toBeNull();
    expect(readSubgroupSlug('')).toBeNull();
    expect(readSubgroupSlug('?')).toBeNull();
  });
});

describe('resolveMenuLevel (platform §2 three levels)', () => {
  it('is the top menu without a slug', () => {
    expect(resolveMenuLevel(TEST_GROUPS, undefined, '?skis')).toEqual({ kind: 'top' });
  });

  it('is a group level for a top-level slug, also with ?back', () => {
    for (const search of ['', '?back']) {
      const level = resolveMenuLevel(TEST_GROUPS, 'alpine-skiing', search);
      expect(level.kind).toBe('group');
      expect(levelKey(level)).toBe('group:alpine-skiing');
    }
  });

  it('is a subgroup level when the query names a child with children', () => {
    const level = resolveMenuLevel(TEST_GROUPS, 'alpine-skiing', '?skis');
    expect(levelKey(level)).toBe('subgroup:alpine-skiing/skis');
  });

  it('shows the group when the query names no child that opens a level', () => {
    expect(resolveMenuLevel(TEST_GROUPS, 'alpine-skiing', '?poles').kind).toBe('group');
    expect(resolveMenuLevel(TEST_GROUPS, 'alpine-skiing', '?unknown').kind).toBe('group');
  });

  it('is missing for an unknown or hidden group', () => {
    expect(resolveMenuLevel(TEST_GROUPS, 'nope', '')).toEqual({ kind: 'missing', slug: 'nope' });
    expect(resolveMenuLevel(TEST_GROUPS, 'service-products', '').kind).toBe('missing');
  });
});

describe('backHref (platform §2 swipe right)', () => {
  it('goes from a subgroup to /{slug}/?back', () => {
    const level = resolveMenuLevel(TEST_GROUPS, 'alpine-skiing', '?skis');
    expect(backHref(level, 'en')).toBe('/en/menu/alpine-skiing/?back');
    expect(backHref(level, 'fi')).toBe('/valikko/alpine-skiing/?back');
  });

  it('goes from a group, or a missing one, to the top menu', () => {
    expect(backHref(resolveMenuLevel(TEST_GROUPS, 'alpine-skiing', '?back'), 'en')).toBe(
      '/en/menu/',
    );
    expect(backHref({ kind: 'missing', slug: 'nope' }, 'sv')).toBe('/sv/meny/');
  });

  it('has nowhere to go from the top menu', () => {
    expect(backHref({ kind: 'top' }, 'en')).toBeNull();
  });
});
