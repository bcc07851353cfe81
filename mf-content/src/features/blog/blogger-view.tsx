import { type Language, mediaUrl } from '@shop/shared-contracts';
import { QueryView, useMessages, usePageViewed } from '@shop/shared-contracts/react';
import { isNotFound } from '../../lib/not-found-error';
import { blogMessages } from '../../messages/messages';
import { useBlogger } from './api';
import { PostGrid } from './post-card';

/** `/life-outdoors/bloggers/{blogger}/`: the blogger and their posts, newest first. */
export function BloggerView({ slug, language }: { slug: string; language: Language }) {
  const { t } = useMessages(blogMessages);
  const blogger = useBlogger(slug, language);
  usePageViewed(blogger.data?.blogger.name, 'other');
  if (isNotFound(blogger.error)) {
    return (
      <p role="alert" data-testid="content-not-found">
        {t('blog.bloggerNotFound')}
      </p>
    );
  }
  return (
    <QueryView query={blogger}>
      {(data) => (
        <section data-testid="blogger">
          <div className="cnt-author">
            <img src={mediaUrl(data.blogger.image, 96, 96)} alt="" width={96} height={96} />
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
