import {
  createPageViewEvent,
  type EventBus,
  type ShopEvents,
  type Unsubscribe,
} from '@shop/shared-contracts';

declare global {
  interface Window {
    /** The tag manager's data layer (platform §7). */
    dataLayer?: unknown[];
  }
}

/** Where the data layer lives: the window, or a stand-in in tests. */
export interface DataLayerHost {
  dataLayer?: unknown[];
}

/** Pushes the page view of `path` to the data layer, creating it if the tag manager has not. */
export function pushPageView(path: string, host: DataLayerHost = window): void {
  host.dataLayer ??= [];
  host.dataLayer.push(createPageViewEvent(path));
}

/** Platform §7: a page view is pushed after each page; returns the unsubscribe for its owner. */
export function trackPageViews(
  bus: Pick<EventBus<ShopEvents>, 'on'>,
  host: DataLayerHost = window,
): Unsubscribe {
  return bus.on('page:viewed', ({ path }) => pushPageView(path, host));
}
