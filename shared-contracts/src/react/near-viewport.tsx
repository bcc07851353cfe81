import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useIsHydrated } from './client-only.js';

/** How far below the screen a section starts to load, so it is there when scrolled to. */
const LOAD_MARGIN = '600px';

/**
 * Renders `children` only in the browser, once the place comes near the screen: what lies
 * below the fold and brings code and data of its own (another remote's cards) costs the first
 * load nothing, and the server's page never holds markup the browser might not be able to
 * hydrate (a remote that is down there). The placeholder keeps `minHeight` of room.
 */
export function NearViewport({
  children,
  minHeight,
  testId,
}: {
  readonly children: ReactNode;
  readonly minHeight: string;
  readonly testId?: string;
}) {
  const isHydrated = useIsHydrated();
  const place = useRef<HTMLDivElement>(null);
  const [isNear, setNear] = useState(false);
  useEffect(() => {
    const element = place.current;
    if (!isHydrated || isNear || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `0px 0px ${LOAD_MARGIN} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isHydrated, isNear]);
  if (isNear) return <>{children}</>;
  return <div ref={place} style={{ minHeight }} data-testid={testId} aria-hidden="true" />;
}
