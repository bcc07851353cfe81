import { useEffect, useRef } from 'react';
import { hasNewBuild } from './start-build-watch';

/** After a new build went live, the next navigation loads the new page in full. */
export function useFullLoadOnNewBuild(pathname: string): void {
  const shownFor = useRef(pathname);
  useEffect(() => {
    if (shownFor.current === pathname) return;
    shownFor.current = pathname;
    if (hasNewBuild()) window.location.reload();
  }, [pathname]);
}
