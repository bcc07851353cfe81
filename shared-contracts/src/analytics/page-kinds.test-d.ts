import { describe, expectTypeOf, it } from 'vitest';
import type { PageKind } from '../bus/shop-events.js';
import type { TRACKING_PAGE_KINDS, TrackingPageKind } from './page-kinds.js';

describe('tracking page kinds types', () => {
  it('lists every bus page kind but other', () => {
    expectTypeOf<(typeof TRACKING_PAGE_KINDS)[number]>().toEqualTypeOf<TrackingPageKind>();
    expectTypeOf<TrackingPageKind | 'other'>().toEqualTypeOf<PageKind>();
  });
});
