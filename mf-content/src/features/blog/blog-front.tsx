import type { Language } from '@shop/shared-contracts';
import { QueryView, useMessages, usePageViewed } from '@shop/shared-contracts/react';
import { Link } from '@shop/shared-contracts/router';
import { blogMessages } from '../../messages/messages';
import { useBlogFront } from './api';
import { blogListHref } from './blog-route';
import { PostGrid } from './post-card';

/** `/life-outdoors/`: the newest posts of each category, categories in blog_category_order. */
export function BlogFront({ language }: { language: Language }) {
  const { t } = useMessages(blogMessages);
  const front = useBlogFront(language);
  usePageViewed(t('blog.frontTitle'), 'other');
  return (
    <>
      <h1>{t('blog.frontTitle')}</h1>
      <p>{t('blog.frontIntro')}</p>
      <QueryView query={front}>
        {({ categories }) =>
          categories.map((category) => (
            <section key={category.slug} data-testid="blog-category">
              <h2>{category.name ?? category.slug}</h2>
              <PostGrid posts={category.posts} language={language} />
              <Link to={blogListHref(language, category.slug)}>{t('blog.allInCategory')}</Link>
            </section>
          ))
        }
      </QueryView>
    </>
  );
}
