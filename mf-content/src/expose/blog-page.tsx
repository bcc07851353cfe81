import type { PageProps } from '@shop/shared-contracts';
import { useSearchParams } from '@shop/shared-contracts/router';
import { BlogFront } from '../features/blog/blog-front';
import { BlogListView } from '../features/blog/blog-list-view';
import { BlogNav } from '../features/blog/blog-nav';
import { BlogPostView } from '../features/blog/blog-post-view';
import { toBlogView } from '../features/blog/blog-route';
import { BloggerView } from '../features/blog/blogger-view';
import { BloggersView } from '../features/blog/bloggers-view';
import '../features/content.css';

/**
 * The life-outdoors area (platform §2): the front, a post (`/life-outdoors/{post}/` and
 * `/life-outdoors/blog/{slug}/`), the post list, the bloggers and one blogger.
 */
export default function BlogPage({ routeId, params, language }: PageProps) {
  const [search] = useSearchParams();
  const view = toBlogView(routeId, params, search);
  return (
    <div data-boundary="mf-content" data-testid="blog-page">
      <BlogNav language={language} />
      {view.kind === 'front' && <BlogFront language={language} />}
      {view.kind === 'post' && <BlogPostView slug={view.slug} language={language} />}
      {view.kind === 'list' && (
        <BlogListView category={view.category} page={view.page} language={language} />
      )}
      {view.kind === 'bloggers' && <BloggersView language={language} />}
      {view.kind === 'blogger' && <BloggerView slug={view.slug} language={language} />}
    </div>
  );
}
