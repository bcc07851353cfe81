import type { Language } from '@shop/shared-contracts';
import { QueryView, useApiQuery, usePageViewed } from '@shop/shared-contracts/react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { CONTENT_NAMESPACE } from '../../lib/messages';
import { isNotFound } from '../../lib/not-found-error';
import { PostGrid } from './post-card';

/** `/life-outdoors/bloggers/{blogger}/`: the blogger and their posts, newest first. */
export function BloggerView({ slug, language }: { slug: string; language: Language }) {
  const { t } = useTranslation(CONTENT_NAMESPACE);
  const blogger = useApiQuery(`blogger|${slug}|${language}`, (signal) =>
    api.blogger(slug, language, signal),
  );
  usePageViewed(blogger.status === 'success' ? blogger.data.blogger.name : undefined, 'other');
  if (isNotFound(blogger)) {
    return (
      <p role="alert" data-testid="content-not-found">
        {t('blog.bloggerNotFound')}
      </p>
    );
  }
  return (
    <QueryView state={blogger}>
      {(data) => (
        <section data-testid="blogger">
          <div className="cnt-author">
            <img src={data.blogger.image} alt="" width={96} height={96} />
            <div>
              <h1>{data.blogger.name}</h1>
              <p>{data.blogger.bio}</p>
            </div>
          </div>
          <h2>{t('blog.postsBy', { name: data.blogger.name })}</h2>
          <PostGrid posts={data.posts} language={language} />
        </section>
      )}
    </QueryView>
  );
}
