import {
  type Language,
  localisePath,
  pathOf,
  ROUTES,
  type StaticPageNestedTab,
  type StaticPageTab,
  type StaticPageWithTabsResponse,
} from '@shop/shared-contracts';

/** What the tab redirect reads of the tab list's query. */
export type TabListState =
  | { readonly status: 'pending' }
  | { readonly status: 'error' }
  | { readonly status: 'success'; readonly data: StaticPageWithTabsResponse };

/** What a tabbed page's path names (platform §2): `/{pageSlug}/{tabSlug}/{nestedTabSlug}/`. */
export interface TabPath {
  readonly pageSlug: string;
  readonly tabSlug?: string;
  readonly nestedTabSlug?: string;
}

/** Splits the route's `*` parameter (`customer-service/faq/orders`) into its three slugs. */
export function parseTabPath(splat: string): TabPath {
  const [pageSlug = '', tabSlug, nestedTabSlug] = splat.split('/').filter(Boolean);
  return { pageSlug, tabSlug, nestedTabSlug };
}

/** The tab and nested tab the path names, each undefined when absent or unknown. */
export interface ActiveTabs {
  readonly tab?: StaticPageTab;
  readonly nestedTab?: StaticPageNestedTab;
}

/** Looks the path's tab slugs up in the loaded tab list. */
export function resolveActiveTabs(tabs: readonly StaticPageTab[], path: TabPath): ActiveTabs {
  const tab = tabs.find((candidate) => candidate.slug === path.tabSlug);
  const nestedTab = tab?.tabs.find((candidate) => candidate.slug === path.nestedTabSlug);
  return { tab, nestedTab };
}

/** The href of a tabbed page, one of its tabs or a nested tab, in the language's prefix. */
export function tabHref(language: Language, ...slugs: readonly string[]): string {
  return localisePath(`/${slugs.join('/')}/`, language);
}

/** Builds the href of a page (first slug), a tab and a nested tab. */
export type TabHrefBuilder = (...slugs: readonly string[]) => string;

/**
 * Hrefs of the preview route `/static-with-tabs/?slug={page}&tab={tab}/{nestedTab}`, so that
 * tab links and redirects stay in the preview.
 */
export function previewTabHrefs(language: Language): TabHrefBuilder {
  return (pageSlug = '', ...tabs) => {
    const query = new URLSearchParams({ slug: pageSlug });
    if (tabs.length > 0) query.set('tab', tabs.join('/'));
    return `${pathOf(ROUTES.staticWithTabsPreview, language)}?${query}`;
  };
}

/** The tab path a preview URL's query names (`slug`, and `tab` as `{tab}/{nestedTab}`). */
export function parsePreviewTabPath(search: URLSearchParams): TabPath {
  const trim = (value: string | null) => (value ?? '').trim().replace(/^\/+|\/+$/g, '');
  const [tabSlug, nestedTabSlug] = trim(search.get('tab')).split('/').filter(Boolean);
  return { pageSlug: trim(search.get('slug')), tabSlug, nestedTabSlug };
}

/**
 * Where a tabbed page must go instead of rendering its path, or null to stay. Platform §2: a
 * loaded tab list and a path naming no tab go to the first tab; platform §8: a failed tab list
 * goes to `/{slug}/`. An unknown tab counts as none; an unknown nested tab leaves its tab.
 */
export function findTabRedirect(
  page: TabListState,
  path: TabPath,
  hrefs: Language | TabHrefBuilder,
): string | null {
  const hrefOf: TabHrefBuilder =
    typeof hrefs === 'function' ? hrefs : (...slugs) => tabHref(hrefs, ...slugs);
  const root = path.tabSlug === undefined ? null : hrefOf(path.pageSlug);
  if (page.status === 'pending') return null;
  if (page.status === 'error') return root;
  const { tab, nestedTab } = resolveActiveTabs(page.data.tabs, path);
  const [first] = page.data.tabs;
  if (!tab) return first ? hrefOf(path.pageSlug, first.slug) : root;
  if (path.nestedTabSlug !== undefined && !nestedTab) {
    return hrefOf(path.pageSlug, tab.slug);
  }
  return null;
}
