import { useLocation } from '@shop/shared-contracts/router';
import { useEffect } from 'react';
import { HASH_SCROLL_RETRY, retryUntil } from './retry-until';

/**
 * Scrolls smoothly to the element the URL hash names. The tab's HTML may not be rendered yet
 * when the path or hash changes, so the lookup retries (platform §2, §9).
 */
export function useHashScroll(): void {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is new content to search.
  useEffect(() => {
    const id = decodeHash(hash);
    if (!id) return;
    return retryUntil(() => {
      const target = document.getElementById(id);
      target?.scrollIntoView({ behavior: 'smooth' });
      return target !== null;
    }, HASH_SCROLL_RETRY);
  }, [pathname, hash]);
}

function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}
