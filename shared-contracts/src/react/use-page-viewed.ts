import { useEffect } from 'react';
import type { PageKind } from '../bus/shop-events.js';
import { shopBus } from '../bus/shop-events.js';

/** Tells the shell a page is shown with its title (document title, analytics page view). */
export function usePageViewed(title: string | undefined, kind: PageKind): void {
  useEffect(() => {
    if (title === undefined) return;
    shopBus.emit('page:viewed', { path: window.location.pathname, title, kind });
  }, [title, kind]);
}
