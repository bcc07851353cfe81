/** What the experiences routes show (platform §2 /experiences/{slug...}, /experiences/products). */
export type ExperienceView =
  | { readonly kind: 'list' }
  | { readonly kind: 'experience'; readonly slug: string }
  | { readonly kind: 'products' };

/** `experiences-products` lists products; `experiences` is the list, or one by its slug. */
export function toExperienceView(
  routeId: string,
  params: Readonly<Record<string, string>>,
): ExperienceView {
  if (routeId === 'experiences-products') return { kind: 'products' };
  const slug = (params['*'] ?? '').replace(/^\/+|\/+$/g, '');
  return slug ? { kind: 'experience', slug } : { kind: 'list' };
}
