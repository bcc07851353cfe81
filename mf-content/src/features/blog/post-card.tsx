import {
  type BlogPostSummary,
  CARD_IMAGE_WIDTH,
  type Language,
  mediaUrl,
  pathOf,
  ROUTES,
} from '@shop/shared-contracts';
import { Link } from '@shop/shared-contracts/router';
import { formatDate } from '../../lib/format-date';
import { postHref } from './blog-route';
import { useCategoryLabel } from './use-category-label';

/** A post in a list: picture, category, title linking to the post, excerpt, date and author. */
export function PostCard({ post, language }: { post: BlogPostSummary; language: Language }) {
  const categoryLabel = useCategoryLabel(language);
  return (
    <li className="cnt-card" data-testid="blog-post-card">
      <img
        src={mediaUrl(post.image, CARD_IMAGE_WIDTH, 180)}
        alt=""
        width={320}
        height={180}
        loading="lazy"
      />
      <p className="cnt-muted">{categoryLabel(post.category)}</p>
      <h3>
        <Link to={postHref(language, post.slug)}>{post.title}</Link>
      </h3>
      <p>{post.excerpt}</p>
      <p className="cnt-muted">
        <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, language)}</time>
        {' · '}
        <Link to={pathOf(ROUTES.blogger, language, { blogger: post.blogger.slug })}>
          {post.blogger.name}
        </Link>
      </p>
    </li>
  );
}

/** Posts as a grid of cards. */
export function PostGrid({
  posts,
  language,
}: {
  posts: readonly BlogPostSummary[];
  language: Language;
}) {
  return (
    <ul className="cnt-card-grid">
      {posts.map((post) => (
        <PostCard key={post.slug} post={post} language={language} />
      ))}
    </ul>
  );
}
