// The package's own name, not a relative path: the bus must resolve to the shared singleton.
import { type PageKind, shopBus } from '@shop/shared-contracts';
import { useEffect } from 'react';

/** Tells the shell a page is shown with its title (document title, analytics page view). */
export function usePageViewed(title: string | undefined, kind: PageKind): void {
  useEffect(() => {
    if (title === undefined) return;
    shopBus.emit('page:viewed', { path: window.location.pathname, title, kind });
  }, [title, kind]);
}
