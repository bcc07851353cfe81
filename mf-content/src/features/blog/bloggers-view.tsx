import { type Language, routeHref } from '@shop/shared-contracts';
import { QueryView, useApiQuery, usePageViewed } from '@shop/shared-contracts/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../lib/api';
import { CONTENT_NAMESPACE } from '../../lib/messages';

/** `/life-outdoors/bloggers/`: every blogger with their bio and number of posts. */
export function BloggersView({ language }: { language: Language }) {
  const { t } = useTranslation(CONTENT_NAMESPACE);
  const bloggers = useApiQuery(`bloggers|${language}`, (signal) => api.bloggers(language, signal));
  usePageViewed(t('blog.bloggersTitle'), 'other');
  return (
    <>
      <h1>{t('blog.bloggersTitle')}</h1>
      <QueryView state={bloggers}>
        {(data) => (
          <ul className="cnt-card-grid">
            {data.bloggers.map((blogger) => (
              <li key={blogger.slug} className="cnt-card" data-testid="blogger-card">
                <img src={blogger.image} alt="" width={320} height={180} loading="lazy" />
                <h2>
                  <Link to={routeHref('blogger', language, { blogger: blogger.slug })}>
                    {blogger.name}
                  </Link>
                </h2>
                <p>{blogger.bio}</p>
                <p className="cnt-muted">{t('blog.postCount', { count: blogger.postCount })}</p>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </>
  );
}
