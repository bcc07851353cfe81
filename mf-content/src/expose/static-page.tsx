import type { PageProps } from '@shop/shared-contracts';
import { useApiQuery, usePageViewed } from '@shop/shared-contracts/react';
import { CopyLinkButton } from '../features/static-page/copy-link-button';
import { HtmlContent } from '../features/static-page/html-content';
import { api } from '../lib/api';
import '../features/content.css';

/** `/page/{slug...}/`: the path segments joined are the page slug (platform §2). */
export default function StaticPage({ params, language }: PageProps) {
  const slug = params['*'] ?? '';
  const page = useApiQuery(`static-page|${slug}|${language}`, (signal) =>
    api.staticPage(slug, language, signal),
  );
  usePageViewed(page.status === 'success' ? page.data.title : undefined, 'dynamic-page');
  // Platform §8: a failed static page fetch is logged and leaves the page empty.
  if (page.status !== 'success')
    return <div data-boundary="mf-content" aria-busy={page.status === 'loading'} />;
  return (
    <article data-boundary="mf-content">
      <h1>{page.data.title}</h1>
      <CopyLinkButton />
      <HtmlContent html={page.data.content} />
    </article>
  );
}
