import { type Language, mediaUrl, pathOf, ROUTES } from '@shop/shared-contracts';
import { HtmlContent } from '@shop/shared-contracts/html';
import { QueryView, useMessages, usePageViewed } from '@shop/shared-contracts/react';
import { Link } from '@shop/shared-contracts/router';
import { formatDate } from '../../lib/format-date';
import { isNotFound } from '../../lib/not-found-error';
import { blogMessages } from '../../messages/messages';
import { useBlogPost } from './api';
import { PostGrid } from './post-card';
import { useCategoryLabel } from './use-category-label';

/** One post: sanitised body, author box and related posts of the same category. */
export function BlogPostView({ slug, language }: { slug: string; language: Language }) {
  const { t } = useMessages(blogMessages);
  const categoryLabel = useCategoryLabel(language);
  const post = useBlogPost(slug, language);
  usePageViewed(post.data?.title, 'dynamic-page');
  if (isNotFound(post.error)) {
    return (
      <p role="alert" data-testid="content-not-found">
        {t('blog.postNotFound')}
      </p>
    );
  }
  return (
    <QueryView query={post}>
      {(data) => (
        <article data-testid="blog-post">
          <p className="cnt-muted">{categoryLabel(data.category)}</p>
          <h1>{data.title}</h1>
          <p className="cnt-muted">
            <time dateTime={data.publishedAt}>{formatDate(data.publishedAt, language)}</time>
            {' · '}
            <Link to={pathOf(ROUTES.blogger, language, { blogger: data.blogger.slug })}>
              {data.blogger.name}
            </Link>
          </p>
          <img
            className="cnt-wide-image"
            src={mediaUrl(data.image, 960, 400)}
            alt=""
            width={960}
            height={400}
          />
          <HtmlContent html={data.contentHtml} />
          <aside className="cnt-author" data-testid="blog-author">
            <img src={mediaUrl(data.blogger.image, 96, 96)} alt="" width={96} height={96} />
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
