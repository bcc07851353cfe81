import type { Language } from '@shop/shared-contracts';
import { useApiQuery, usePageViewed } from '@shop/shared-contracts/react';
import { api } from '../../lib/api';
import { HtmlContent } from '../../lib/html-content';
import { useHashScroll } from '../../lib/use-hash-scroll';
import { CopyLinkButton } from './copy-link-button';

/**
 * A static page by slug (platform §2 Static content page): its title (the shell adds the shop
 * name), sanitised HTML, and a scroll to the element the hash names.
 */
export function StaticPageView({ slug, language }: { slug: string; language: Language }) {
  const page = useApiQuery(`static-page|${slug}|${language}`, (signal) =>
    api.staticPage(slug, language, signal),
  );
  usePageViewed(page.status === 'success' ? page.data.title : undefined, 'dynamic-page');
  useHashScroll();
  // Platform §8: a failed static page fetch is logged (by useApiQuery) and leaves the page empty.
  if (page.status !== 'success')
    return <div data-boundary="mf-content" aria-busy={page.status === 'loading'} />;
  return (
    <article data-boundary="mf-content" data-testid="static-page">
      <h1>{page.data.title}</h1>
      <CopyLinkButton />
      <HtmlContent html={page.data.content} />
    </article>
  );
}
