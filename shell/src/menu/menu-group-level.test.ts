import { describe, expect, it } from 'vitest';
import { buildGroupLevel } from './menu-group-level';
import { resolveMenuLevel } from './menu-level';
import { echoTranslate, TEST_GROUPS } from './menu-test-fixtures';

function groupLevel(slug: string, search: string) {
  const level = resolveMenuLevel(TEST_GROUPS, slug, search);
  if (level.kind !== 'group' && level.kind !== 'subgroup') throw new Error(level.kind);
  return buildGroupLevel(level, 'en', echoTranslate);
}

describe('buildGroupLevel (platform §2 levels 2 and 3)', () => {
  it('lists a group’s children after All in {group}; children with children drill down', () => {
    const model = groupLevel('alpine-skiing', '');
    expect(model.title).toBe('Name of alpine-skiing');
    expect(model.entries).toEqual([
      {
        id: 'all',
        label: 'menu.allIn Name of alpine-skiing',
        href: '/en/alpine-skiing/',
        drillsDown: false,
      },
      {
        id: 'group-skis',
        label: 'Name of skis',
        href: '/en/menu/alpine-skiing/?skis',
        drillsDown: true,
      },
      {
        id: 'group-poles',
        label: 'Name of poles',
        href: '/en/alpine-skiing/poles/',
        drillsDown: false,
      },
    ]);
  });

  it('links every child of a subgroup to its page', () => {
    const model = groupLevel('alpine-skiing', '?skis');
    expect(model.title).toBe('Name of skis');
    expect(model.entries.map((entry) => [entry.href, entry.drillsDown])).toEqual([
      ['/en/alpine-skiing/skis/', false],
      ['/en/alpine-skiing/skis/piste-skis/', false],
      ['/en/alpine-skiing/skis/freeride-skis/', false],
    ]);
  });
});
