import { describe, expect, it } from 'vitest';
import { isTrackingPageKind, TRACKING_PAGE_KINDS } from './page-kinds.js';
import { createPageViewEvent } from './page-view-event.js';

describe('tracking page kinds (platform §7)', () => {
  it('names the nine page kinds of the tracking events', () => {
    expect(TRACKING_PAGE_KINDS).toHaveLength(9);
    expect(isTrackingPageKind('shopping-cart')).toBe(true);
    expect(isTrackingPageKind('other')).toBe(false);
  });

  it('builds a page-view entry carrying the path', () => {
    expect(createPageViewEvent('/fi/stores/')).toEqual({ event: 'pageview', path: '/fi/stores/' });
  });
});
