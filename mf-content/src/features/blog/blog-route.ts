import { type Language, pathOf, ROUTES } from '@shop/shared-contracts';

/** What the blog area shows for a route (platform §2 life-outdoors routes). */
export type BlogView =
  | { readonly kind: 'front' }
  | { readonly kind: 'post'; readonly slug: string }
  | { readonly kind: 'list'; readonly category?: string; readonly page: number }
  | { readonly kind: 'bloggers' }
  | { readonly kind: 'blogger'; readonly slug: string };

/**
 * The view of a blog route. `/life-outdoors/{post}/` and `/life-outdoors/blog/{slug}/` both show
 * a post; the list reads `?category=` and `?page=` (a bad page is the first).
 */
export function toBlogView(
  routeId: string,
  params: Readonly<Record<string, string>>,
  search: URLSearchParams,
): BlogView {
  switch (routeId) {
    case 'life-outdoors-post':
      return { kind: 'post', slug: params.post ?? '' };
    case 'blog-post':
      return { kind: 'post', slug: params.slug ?? '' };
    case 'blog': {
      const page = Number(search.get('page') ?? '1');
      const category = search.get('category')?.trim() || undefined;
      return { kind: 'list', category, page: Number.isInteger(page) && page > 0 ? page : 1 };
    }
    case 'bloggers':
      return { kind: 'bloggers' };
    case 'blogger':
      return { kind: 'blogger', slug: params.blogger ?? '' };
    default:
      return { kind: 'front' };
  }
}

/** A post's canonical page, `/life-outdoors/blog/{slug}/`. */
export function postHref(language: Language, slug: string): string {
  return pathOf(ROUTES.blogPost, language, { slug });
}

/** The blog list, optionally of one category and page. */
export function blogListHref(language: Language, category?: string, page = 1): string {
  const query = new URLSearchParams();
  if (category) query.set('category', category);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return `${pathOf(ROUTES.blog, language)}${text ? `?${text}` : ''}`;
}
