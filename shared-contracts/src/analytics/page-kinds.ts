import type { PageKind } from '../bus/shop-events.js';

/** A page kind the analytics events name (platform §7); `other` pages are not tracked. */
export type TrackingPageKind = Exclude<PageKind, 'other'>;

/** Platform §7: the page kinds of the tracking events, in the spec's order. */
export const TRACKING_PAGE_KINDS = [
  'shopping-cart',
  'payment-page',
  'order-complete',
  'category',
  'product',
  'front-page',
  'campaign',
  'dynamic-page',
  'search-page',
] as const satisfies readonly TrackingPageKind[];

/** Whether a page of this kind is reported to analytics with its kind. */
export function isTrackingPageKind(kind: PageKind): kind is TrackingPageKind {
  return (TRACKING_PAGE_KINDS as readonly PageKind[]).includes(kind);
}
