// The package's own name, not a relative path: the bus must resolve to the shared singleton.
import { type PageKind, shopBus } from '@shop/shared-contracts';
import { currentRenderHead } from '@shop/shared-contracts/bus';
import { useEffect } from 'react';

/**
 * Tells the shell a page is shown with its title (document title, analytics page view). On the
 * server, where effects do not run, the title goes to the render's head instead, so the served
 * page has it.
 */
export function usePageViewed(title: string | undefined, kind: PageKind): void {
  const head = currentRenderHead();
  if (head && title !== undefined) head.title = title;
  useEffect(() => {
    if (title === undefined) return;
    shopBus.emit('page:viewed', { path: window.location.pathname, title, kind });
  }, [title, kind]);
}
