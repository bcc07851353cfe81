import type { Language } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import { buildTopMenu } from './menu-sections';
import { echoTranslate, TEST_GROUPS, TEST_STORES } from './menu-test-fixtures';

const topMenu = (language: Language, isAuthenticated = false) =>
  buildTopMenu(
    { language, groups: TEST_GROUPS, stores: TEST_STORES, isAuthenticated },
    echoTranslate,
  );
const ids = (language: Language, sectionId: string, isAuthenticated = false) =>
  topMenu(language, isAuthenticated)
    .find((section) => section.id === sectionId)
    ?.entries.map((entry) => entry.id);

describe('buildTopMenu (platform §2 top-menu sections)', () => {
  it('shows all six sections in order in Finnish', () => {
    expect(topMenu('fi').map((section) => section.id)).toEqual([
      'products',
      'circular-economy',
      'stores',
      'customer-service',
      'corporate',
      'life-outdoors',
    ]);
  });

  it('leaves out the Finnish-only sections in other languages', () => {
    for (const language of ['en', 'sv', 'de', 'fr', 'ru'] as const) {
      expect(topMenu(language).map((section) => section.id)).toEqual([
        'products',
        'stores',
        'customer-service',
        'life-outdoors',
      ]);
    }
  });

  it('lists the visible product groups, drilling down only into groups with children, then Brands', () => {
    const products = topMenu('en')[0]?.entries;
    expect(products).toEqual([
      {
        id: 'group-alpine-skiing',
        label: 'Name of alpine-skiing',
        href: '/en/menu/alpine-skiing/',
        drillsDown: true,
      },
      { id: 'group-hiking', label: 'Name of hiking', href: '/en/hiking/', drillsDown: false },
      { id: 'brands', label: 'menu.brands', href: '/en/manufacturers/', drillsDown: false },
    ]);
  });

  it('lists every store but the main online store', () => {
    expect(ids('fi', 'stores')).toEqual(['store-helsinki-kamppi', 'store-tampere']);
    expect(topMenu('sv')[1]?.entries[1]?.href).toBe('/sv/butiker/tampere/');
  });

  it('shows no stores section while there are no stores', () => {
    const sections = buildTopMenu(
      { language: 'en', groups: [], stores: [], isAuthenticated: false },
      echoTranslate,
    );
    expect(sections.map((section) => section.id)).not.toContain('stores');
  });

  it('adds complaints, member discounts and terms to customer service in Finnish only', () => {
    expect(ids('en', 'customer-service')).toEqual(['payment-methods', 'delivery', 'returns']);
    expect(ids('fi', 'customer-service')).toEqual([
      'payment-methods',
      'delivery',
      'returns',
      'complaints',
      'member-discounts',
      'terms',
    ]);
    const complaints = topMenu('fi')[3]?.entries[3];
    expect(complaints?.href).toBe('/reklamaatio/');
  });

  it('links the circular economy pages in Finnish', () => {
    const hrefs = topMenu('fi')[1]?.entries.map((entry) => entry.href);
    expect(hrefs).toEqual(['/kaytetyt/', '/vuokraus/', '/repair-service/', '/sustainability/']);
  });

  it('ends life outdoors with Join the club, or Account when logged in (platform §6)', () => {
    expect(ids('en', 'life-outdoors')).toEqual(['guides', 'blogs', 'club-offers', 'join-club']);
    expect(ids('fi', 'life-outdoors', true)).toEqual([
      'guides',
      'product-tests',
      'events',
      'blogs',
      'club-offers',
      'account',
    ]);
    const clubOffers = topMenu('de')[3]?.entries[2];
    expect(clubOffers?.href).toBe('/de/aktionen/club-offers/');
  });
});
