import {
  type BlogPostSummary,
  type Language,
  mediaUrl,
  pathOf,
  ROUTES,
} from '@shop/shared-contracts';
import { useMessages } from '@shop/shared-contracts/react';
import { Link } from '@shop/shared-contracts/router';
import { productMessages } from '../../messages/product-messages';

/** The Guides tab: the posts about the product's groups, each linking to the blog. */
export function ProductGuides({
  posts,
  language,
}: {
  readonly posts: readonly BlogPostSummary[];
  readonly language: Language;
}) {
  const { t } = useMessages(productMessages);
  return (
    <section data-testid="product-guides">
      <h2>{t('tabs.guides')}</h2>
      <ul className="prd-guides">
        {posts.map((post) => (
          <li key={post.slug}>
            <Link to={pathOf(ROUTES.blogPost, language, { slug: post.slug })}>
              {post.image ? (
                <img
                  src={mediaUrl(post.image, 240, 160)}
                  alt=""
                  width={240}
                  height={160}
                  loading="lazy"
                />
              ) : null}
              <strong>{post.title}</strong>
            </Link>
            <p>{post.excerpt}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
