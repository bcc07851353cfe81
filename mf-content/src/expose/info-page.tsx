import type { PageProps } from '@shop/shared-contracts';
import { infoPageSlug } from '../features/static-page/page-slugs';
import { StaticPageView } from '../features/static-page/static-page-view';
import '../features/content.css';

/** `/responsibility/`, `/returns/`, `/pikanouto/`: the static page of the route's fixed slug. */
export default function InfoPage({ routeId, language }: PageProps) {
  const slug = infoPageSlug(routeId);
  if (!slug) throw new Error(`InfoPage has no page for route ${routeId}`);
  return <StaticPageView slug={slug} language={language} />;
}
