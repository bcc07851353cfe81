import { createEventBus, SHOP_EVENT_REPLAY, type ShopEvents } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import { type DataLayerHost, pushPageView, trackPageViews } from './page-views';

describe('page views (platform §7)', () => {
  it('creates the data layer if missing and pushes the path', () => {
    const host: DataLayerHost = {};
    pushPageView('/fi/stores/', host);
    expect(host.dataLayer).toEqual([{ event: 'pageview', path: '/fi/stores/' }]);
  });

  it('appends to a data layer the tag manager already made', () => {
    const host: DataLayerHost = { dataLayer: [{ event: 'gtm.js' }] };
    pushPageView('/', host);
    expect(host.dataLayer).toHaveLength(2);
  });

  it('pushes a page view after each page until unsubscribed', () => {
    const bus = createEventBus<ShopEvents>(SHOP_EVENT_REPLAY);
    const host: DataLayerHost = {};
    const stop = trackPageViews(bus, host);
    bus.emit('page:viewed', { path: '/catalog/', title: 'Catalogue', kind: 'category' });
    stop();
    bus.emit('page:viewed', { path: '/', title: 'Home', kind: 'front-page' });
    expect(host.dataLayer).toEqual([{ event: 'pageview', path: '/catalog/' }]);
  });
});
