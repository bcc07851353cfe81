import type { NewsletterList } from '@shop/shared-contracts';

/** Which form a route shows (platform §2 corporate routes). */
export type FormView =
  | { readonly kind: 'corporate-info' }
  | { readonly kind: 'newsletter'; readonly list: NewsletterList };

export function toFormView(routeId: string): FormView {
  if (routeId === 'corporate-newsletter') return { kind: 'newsletter', list: 'corporate' };
  if (routeId === 'forest-newsletter') return { kind: 'newsletter', list: 'forest' };
  return { kind: 'corporate-info' };
}
