import { CARD_IMAGE_WIDTH, type Language, mediaUrl, pathOf, ROUTES } from '@shop/shared-contracts';
import { QueryView, useMessages, usePageViewed } from '@shop/shared-contracts/react';
import { Link } from '@shop/shared-contracts/router';
import { blogMessages } from '../../messages/messages';
import { useBloggers } from './api';

/** `/life-outdoors/bloggers/`: every blogger with their bio and number of posts. */
export function BloggersView({ language }: { language: Language }) {
  const { t } = useMessages(blogMessages);
  const bloggers = useBloggers(language);
  usePageViewed(t('blog.bloggersTitle'), 'other');
  return (
    <>
      <h1>{t('blog.bloggersTitle')}</h1>
      <QueryView query={bloggers}>
        {(data) => (
          <ul className="cnt-card-grid">
            {data.bloggers.map((blogger) => (
              <li key={blogger.slug} className="cnt-card" data-testid="blogger-card">
                <img
                  src={mediaUrl(blogger.image, CARD_IMAGE_WIDTH, 180)}
                  alt=""
                  width={320}
                  height={180}
                  loading="lazy"
                />
                <h2>
                  <Link to={pathOf(ROUTES.blogger, language, { blogger: blogger.slug })}>
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
