import { type Language, routeHref } from '@shop/shared-contracts';
import { QueryView, useApiQuery, usePageViewed } from '@shop/shared-contracts/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../lib/api';
import { formatDate } from '../../lib/format-date';
import { HtmlContent } from '../../lib/html-content';
import { CONTENT_NAMESPACE } from '../../lib/messages';
import { isNotFound } from '../../lib/not-found-error';
import { PostGrid } from './post-card';
import { useCategoryLabel } from './use-category-label';

/** One post: sanitised body, author box and related posts of the same category. */
export function BlogPostView({ slug, language }: { slug: string; language: Language }) {
  const { t } = useTranslation(CONTENT_NAMESPACE);
  const categoryLabel = useCategoryLabel();
  const post = useApiQuery(`blog-post|${slug}|${language}`, (signal) =>
    api.blogPost(slug, language, signal),
  );
  usePageViewed(post.status === 'success' ? post.data.title : undefined, 'dynamic-page');
  if (isNotFound(post)) {
    return (
      <p role="alert" data-testid="content-not-found">
        {t('blog.postNotFound')}
      </p>
    );
  }
  return (
    <QueryView state={post}>
      {(data) => (
        <article data-testid="blog-post">
          <p className="cnt-muted">{categoryLabel(data.category)}</p>
          <h1>{data.title}</h1>
          <p className="cnt-muted">
            <time dateTime={data.publishedAt}>{formatDate(data.publishedAt, language)}</time>
            {' · '}
            <Link to={routeHref('blogger', language, { blogger: data.blogger.slug })}>
              {data.blogger.name}
            </Link>
          </p>
          <img className="cnt-wide-image" src={data.image} alt="" width={960} height={400} />
          <HtmlContent html={data.contentHtml} />
          <aside className="cnt-author" data-testid="blog-author">
            <img src={data.blogger.image} alt="" width={96} height={96} />
            <div>
              <strong>{data.blogger.name}</strong>
              <p>{data.blogger.bio}</p>
            </div>
          </aside>
          {data.related.length > 0 && (
            <section>
              <h2>{t('blog.related')}</h2>
              <PostGrid posts={data.related} language={language} />
            </section>
          )}
        </article>
      )}
    </QueryView>
  );
}
