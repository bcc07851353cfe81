import type { PageProps } from '@shop/shared-contracts';
import { useSearchParams } from '@shop/shared-contracts/router';
import { MissingSlug } from '../features/static-page/missing-slug';
import { previewSlug } from '../features/static-page/page-slugs';
import { StaticPageView } from '../features/static-page/static-page-view';
import '../features/content.css';

/**
 * `/page/{slug...}/` and dynamic static pages: the path segments joined are the page slug
 * (platform §2); `/static/?slug=...` (route `static-preview`) names the page in the query.
 */
export default function StaticPage({ routeId, params, language }: PageProps) {
  const [search] = useSearchParams();
  const slug = routeId === 'static-preview' ? previewSlug(search) : (params['*'] ?? '');
  if (!slug) return <MissingSlug />;
  return <StaticPageView slug={slug} language={language} />;
}
