import { useLocation, useNavigate } from '@shop/shared-contracts/router';
import { useEffect } from 'react';

/**
 * Replaces the current entry with `target` whenever it is set. A path keeps the current query
 * and hash; a target with its own query (the preview route's) keeps only the hash.
 */
export function useReplaceRedirect(target: string | null): void {
  const navigate = useNavigate();
  const { search, hash } = useLocation();
  useEffect(() => {
    if (target === null) return;
    const to = target.includes('?') ? `${target}${hash}` : { pathname: target, search, hash };
    void navigate(to, { replace: true });
  }, [target, navigate, search, hash]);
}
