import type { PageProps } from '@shop/shared-contracts';
import { useApiQuery, usePageViewed } from '@shop/shared-contracts/react';
import { HtmlContent } from '../features/static-page/html-content';
import { TabBar } from '../features/tabbed-page/tab-bar';
import { findTabRedirect, parseTabPath, resolveActiveTabs } from '../features/tabbed-page/tab-path';
import { useHashScroll } from '../features/tabbed-page/use-hash-scroll';
import { useReplaceRedirect } from '../features/tabbed-page/use-replace-redirect';
import { api } from '../lib/api';
import '../features/content.css';
import '../features/tabbed-page/tabbed-page.css';

/**
 * `/{slug}/{tab}/{nestedTab}/` for a page in `staticPageWithTabsSlugs` (platform §2 Tabbed
 * static page); `params['*']` holds the segments joined.
 */
export default function TabbedStaticPage({ params, language }: PageProps) {
  const path = parseTabPath(params['*'] ?? '');
  const page = useApiQuery(`static-page-with-tabs|${path.pageSlug}|${language}`, (signal) =>
    api.staticPageWithTabs(path.pageSlug, language, signal),
  );
  // useApiQuery has logged a failed tab list; the redirect is platform §8's.
  const redirect = findTabRedirect(page, path, language);
  useReplaceRedirect(redirect);
  useHashScroll();
  // Counted once the path is final, so a redirect to the first tab is not a page view of its own.
  const isShown = page.status === 'success' && redirect === null;
  usePageViewed(isShown ? page.data.title : undefined, 'dynamic-page');
  if (page.status !== 'success') {
    return <div data-boundary="mf-content" aria-busy={page.status === 'loading'} />;
  }
  const active = resolveActiveTabs(page.data.tabs, path);
  const shown = active.nestedTab ?? active.tab;
  return (
    <article data-boundary="mf-content">
      <h1>{page.data.title}</h1>
      {path.tabSlug !== undefined && (
        <TabBar
          pageSlug={path.pageSlug}
          tabs={page.data.tabs}
          active={active}
          language={language}
        />
      )}
      {shown && (
        <section data-testid="tab-content">
          <h2>{shown.title}</h2>
          <HtmlContent html={shown.content} />
        </section>
      )}
    </article>
  );
}
