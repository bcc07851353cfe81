import type { Language } from '@shop/shared-contracts';
import { QueryView, useMessages, usePageViewed } from '@shop/shared-contracts/react';
import { Link } from '@shop/shared-contracts/router';
import { blogMessages } from '../../messages/messages';
import { useBlogPosts } from './api';
import { blogListHref } from './blog-route';
import { PostGrid } from './post-card';
import { useCategoryLabel } from './use-category-label';

interface BlogListViewProps {
  readonly category?: string;
  readonly page: number;
  readonly language: Language;
}

/** `/life-outdoors/blog/`: every post, newest first, filtered by category, paged. */
export function BlogListView({ category, page, language }: BlogListViewProps) {
  const { t } = useMessages(blogMessages);
  const categoryLabel = useCategoryLabel(language);
  const posts = useBlogPosts(language, category, page);
  usePageViewed(t('blog.listTitle'), 'other');
  return (
    <>
      <h1>{t('blog.listTitle')}</h1>
      <QueryView query={posts}>
        {(data) => {
          const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
          return (
            <>
              <nav className="cnt-filters" aria-label={t('blog.categories')}>
                <Link to={blogListHref(language)} aria-current={category ? undefined : 'page'}>
                  {t('blog.allCategories')}
                </Link>
                {data.categories.map((slug) => (
                  <Link
                    key={slug}
                    to={blogListHref(language, slug)}
                    aria-current={slug === category ? 'page' : undefined}
                  >
                    {categoryLabel(slug)}
                  </Link>
                ))}
              </nav>
              {data.posts.length === 0 ? (
                <p>{t('blog.noPosts')}</p>
              ) : (
                <PostGrid posts={data.posts} language={language} />
              )}
              {pages > 1 && (
                <nav className="cnt-pager" aria-label={t('blog.pages')}>
                  {page > 1 && (
                    <Link to={blogListHref(language, category, page - 1)}>{t('blog.newer')}</Link>
                  )}
                  <span>{t('blog.pageOf', { page, pages })}</span>
                  {page < pages && (
                    <Link to={blogListHref(language, category, page + 1)}>{t('blog.older')}</Link>
                  )}
                </nav>
              )}
            </>
          );
        }}
      </QueryView>
    </>
  );
}
