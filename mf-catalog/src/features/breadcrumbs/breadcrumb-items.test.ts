import { describe, expect, it } from 'vitest';
import { brandBreadcrumbs, groupBreadcrumbs, isCurrentPath } from './breadcrumb-items';

describe('groupBreadcrumbs (catalogue §2)', () => {
  const group = {
    name: 'Piste skis',
    path: 'alpine-skiing/skis/piste-skis',
    ancestors: [
      { id: 1, name: 'Alpine skiing', path: 'alpine-skiing' },
      { id: 2, name: 'Skis', path: 'alpine-skiing/skis' },
    ],
  };

  it('lists the ancestors root first, then the group, with language-prefixed paths', () => {
    expect(groupBreadcrumbs(group, 'sv')).toEqual([
      { label: 'Alpine skiing', href: '/sv/alpine-skiing/' },
      { label: 'Skis', href: '/sv/alpine-skiing/skis/' },
      { label: 'Piste skis', href: '/sv/alpine-skiing/skis/piste-skis/' },
    ]);
  });

  it('has only the group itself for a top-level group', () => {
    expect(groupBreadcrumbs({ ...group, path: 'alpine-skiing', ancestors: [] }, 'fi')).toEqual([
      { label: 'Piste skis', href: '/alpine-skiing/' },
    ]);
  });
});

describe('brandBreadcrumbs', () => {
  it('starts with the localised brands page', () => {
    expect(brandBreadcrumbs({ name: 'Nordvik', slug: 'nordvik' }, 'Merkit', 'fi')).toEqual([
      { label: 'Merkit', href: '/merkit/' },
      { label: 'Nordvik', href: '/nordvik/' },
    ]);
  });
});

describe('isCurrentPath (platform §2 breadcrumb)', () => {
  it('matches the current path regardless of the trailing slash and case', () => {
    expect(isCurrentPath('/sv/alpine-skiing/', '/sv/Alpine-Skiing')).toBe(true);
    expect(isCurrentPath('/sv/alpine-skiing/', '/sv/alpine-skiing/skis/')).toBe(false);
  });
});
