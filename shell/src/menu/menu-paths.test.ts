import { describe, expect, it } from 'vitest';
import { groupPageHref, menuGroupHref, storeHref } from './menu-paths';

describe('menu paths', () => {
  it('names a subgroup as the query key of the group level (platform §2)', () => {
    expect(menuGroupHref('en', 'alpine-skiing')).toBe('/en/menu/alpine-skiing/');
    expect(menuGroupHref('en', 'alpine-skiing', 'skis')).toBe('/en/menu/alpine-skiing/?skis');
    expect(menuGroupHref('fi', 'alpine-skiing', 'back')).toBe('/valikko/alpine-skiing/?back');
  });

  it('links group and store pages in the language', () => {
    expect(groupPageHref('alpine-skiing/skis', 'fi')).toBe('/alpine-skiing/skis/');
    expect(groupPageHref('alpine-skiing/skis', 'sv')).toBe('/sv/alpine-skiing/skis/');
    expect(storeHref('tampere', 'de')).toBe('/de/geschaefte/tampere/');
  });
});
