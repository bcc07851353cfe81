import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** Replaces the current entry with `target` (keeping query and hash) whenever it is set. */
export function useReplaceRedirect(target: string | null): void {
  const navigate = useNavigate();
  const { search, hash } = useLocation();
  useEffect(() => {
    if (target !== null) void navigate({ pathname: target, search, hash }, { replace: true });
  }, [target, navigate, search, hash]);
}
