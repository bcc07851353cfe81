import type { Language } from '@shop/shared-contracts';
import { QueryView, useApiQuery, usePageViewed } from '@shop/shared-contracts/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../lib/api';
import { CONTENT_NAMESPACE } from '../../lib/messages';
import { blogListHref } from './blog-route';
import { PostGrid } from './post-card';
import { useCategoryLabel } from './use-category-label';

/** `/life-outdoors/`: the newest posts of each category, categories in blog_category_order. */
export function BlogFront({ language }: { language: Language }) {
  const { t } = useTranslation(CONTENT_NAMESPACE);
  const categoryLabel = useCategoryLabel();
  const front = useApiQuery(`blog-front|${language}`, (signal) => api.blogFront(language, signal));
  usePageViewed(t('blog.frontTitle'), 'other');
  return (
    <>
      <h1>{t('blog.frontTitle')}</h1>
      <p>{t('blog.frontIntro')}</p>
      <QueryView state={front}>
        {({ categories }) =>
          categories.map((category) => (
            <section key={category.slug} data-testid="blog-category">
              <h2>{categoryLabel(category.slug)}</h2>
              <PostGrid posts={category.posts} language={language} />
              <Link to={blogListHref(language, category.slug)}>{t('blog.allInCategory')}</Link>
            </section>
          ))
        }
      </QueryView>
    </>
  );
}
