import type { StaticPageWithTabsResponse } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import {
  findTabRedirect,
  parsePreviewTabPath,
  parseTabPath,
  previewTabHrefs,
  resolveActiveTabs,
  tabHref,
} from './tab-path';

const tab = (slug: string) => ({ slug, title: slug, content: `<p>${slug}</p>` });
const page: StaticPageWithTabsResponse = {
  id: 1,
  title: 'Customer service',
  tabs: [
    { ...tab('contact'), tabs: [] },
    { ...tab('faq'), tabs: [tab('orders'), tab('delivery')] },
  ],
};
const loaded = { status: 'success', data: page } as const;
const redirectOf = (splat: string, language: 'en' | 'fi' = 'en') =>
  findTabRedirect(loaded, parseTabPath(splat), language);

describe('parseTabPath (platform §2 Tabbed static page)', () => {
  it('reads page, tab and nested tab slugs from the joined segments', () => {
    expect(parseTabPath('customer-service')).toEqual({ pageSlug: 'customer-service' });
    expect(parseTabPath('customer-service/faq/orders/')).toEqual({
      pageSlug: 'customer-service',
      tabSlug: 'faq',
      nestedTabSlug: 'orders',
    });
  });
});

describe('resolveActiveTabs', () => {
  it('finds the tab and the nested tab the path names', () => {
    const active = resolveActiveTabs(page.tabs, parseTabPath('customer-service/faq/delivery'));
    expect(active.tab?.slug).toBe('faq');
    expect(active.nestedTab?.slug).toBe('delivery');
  });

  it('leaves out what the path does not name or the list does not have', () => {
    expect(resolveActiveTabs(page.tabs, parseTabPath('customer-service'))).toEqual({});
    const active = resolveActiveTabs(page.tabs, parseTabPath('customer-service/contact/x'));
    expect(active.tab?.slug).toBe('contact');
    expect(active.nestedTab).toBeUndefined();
  });
});

describe('tabHref', () => {
  it('keeps the language prefix and the trailing slash', () => {
    expect(tabHref('sv', 'customer-service', 'faq')).toBe('/sv/customer-service/faq/');
    expect(tabHref('fi', 'customer-service')).toBe('/customer-service/');
  });
});

describe('findTabRedirect', () => {
  it('sends a loaded page whose path names no tab to the first tab', () => {
    expect(redirectOf('customer-service')).toBe('/en/customer-service/contact/');
    expect(redirectOf('customer-service', 'fi')).toBe('/customer-service/contact/');
    expect(redirectOf('customer-service/no-such-tab')).toBe('/en/customer-service/contact/');
  });

  it('sends an unknown nested tab to its tab', () => {
    expect(redirectOf('customer-service/faq/no-such-tab')).toBe('/en/customer-service/faq/');
  });

  it('stays on a known tab or nested tab', () => {
    expect(redirectOf('customer-service/faq')).toBeNull();
    expect(redirectOf('customer-service/faq/orders')).toBeNull();
  });

  it('waits while the tab list loads', () => {
    const path = parseTabPath('customer-service');
    expect(findTabRedirect({ status: 'pending' }, path, 'en')).toBeNull();
  });

  it('sends a failed tab list to /{slug}/ in the same language (platform §8)', () => {
    const failed = { status: 'error' } as const;
    expect(findTabRedirect(failed, parseTabPath('customer-service/faq'), 'sv')).toBe(
      '/sv/customer-service/',
    );
    expect(findTabRedirect(failed, parseTabPath('customer-service'), 'sv')).toBeNull();
  });

  it('sends a tab path of a page without tabs to the page itself', () => {
    const empty = { status: 'success' as const, data: { ...page, tabs: [] } };
    expect(findTabRedirect(empty, parseTabPath('corporate/x'), 'en')).toBe('/en/corporate/');
    expect(findTabRedirect(empty, parseTabPath('corporate'), 'en')).toBeNull();
  });
});

describe('preview tab paths (route static-with-tabs-preview)', () => {
  it('reads the page and the tab, nested tab included, from the query', () => {
    expect(
      parsePreviewTabPath(new URLSearchParams('slug=customer-service&tab=faq/orders')),
    ).toEqual({ pageSlug: 'customer-service', tabSlug: 'faq', nestedTabSlug: 'orders' });
    expect(parsePreviewTabPath(new URLSearchParams('slug=corporate'))).toEqual({
      pageSlug: 'corporate',
      tabSlug: undefined,
      nestedTabSlug: undefined,
    });
  });

  it('keeps tab links and redirects inside the preview', () => {
    const hrefOf = previewTabHrefs('sv');
    expect(hrefOf('customer-service', 'faq', 'orders')).toBe(
      '/sv/innehall-flikar/?slug=customer-service&tab=faq%2Forders',
    );
    expect(findTabRedirect(loaded, { pageSlug: 'customer-service' }, hrefOf)).toBe(
      '/sv/innehall-flikar/?slug=customer-service&tab=contact',
    );
  });
});
