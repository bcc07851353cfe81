import type { PageProps } from '@shop/shared-contracts';
import { HtmlContent } from '@shop/shared-contracts/html';
import { usePageViewed } from '@shop/shared-contracts/react';
import { useSearchParams } from '@shop/shared-contracts/router';
import { useMemo } from 'react';
import { MissingSlug } from '../features/static-page/missing-slug';
import { useTabbedPage } from '../features/tabbed-page/api';
import { TabBar } from '../features/tabbed-page/tab-bar';
import {
  findTabRedirect,
  parsePreviewTabPath,
  parseTabPath,
  previewTabHrefs,
  resolveActiveTabs,
  type TabHrefBuilder,
  type TabPath,
  tabHref,
} from '../features/tabbed-page/tab-path';
import { useReplaceRedirect } from '../features/tabbed-page/use-replace-redirect';
import { useHashScroll } from '../lib/use-hash-scroll';
import '../features/content.css';
import '../features/tabbed-page/tabbed-page.css';

/**
 * `/{slug}/{tab}/{nestedTab}/` for a page in `staticPageWithTabsSlugs` (platform §2 Tabbed
 * static page); `params['*']` holds the segments joined. The preview route
 * `/static-with-tabs/?slug=&tab=` names the same in its query.
 */
export default function TabbedStaticPage({ routeId, params, language }: PageProps) {
  const [search] = useSearchParams();
  const isPreview = routeId === 'static-with-tabs-preview';
  const path = isPreview ? parsePreviewTabPath(search) : parseTabPath(params['*'] ?? '');
  const hrefOf = useMemo<TabHrefBuilder>(
    () => (isPreview ? previewTabHrefs(language) : (...slugs) => tabHref(language, ...slugs)),
    [isPreview, language],
  );
  if (!path.pageSlug) return <MissingSlug />;
  return <TabbedPageView path={path} hrefOf={hrefOf} language={language} />;
}

function TabbedPageView({
  path,
  hrefOf,
  language,
}: {
  path: TabPath;
  hrefOf: TabHrefBuilder;
  language: PageProps['language'];
}) {
  const page = useTabbedPage(path.pageSlug, language);
  const redirect = findTabRedirect(page, path, hrefOf);
  useReplaceRedirect(redirect);
  useHashScroll();
  // Counted once the path is final, so a redirect to the first tab is not a page view of its own.
  const isShown = page.status === 'success' && redirect === null;
  usePageViewed(isShown ? page.data.title : undefined, 'dynamic-page');
  if (page.status !== 'success') {
    return <div data-boundary="mf-content" aria-busy={page.status === 'pending'} />;
  }
  const active = resolveActiveTabs(page.data.tabs, path);
  const shown = active.nestedTab ?? active.tab;
  return (
    <article data-boundary="mf-content">
      <h1>{page.data.title}</h1>
      {path.tabSlug !== undefined && (
        <TabBar pageSlug={path.pageSlug} tabs={page.data.tabs} active={active} hrefOf={hrefOf} />
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
