import { useLocation, useNavigate } from '@shop/shared-contracts/router';
import { useEffect } from 'react';

/** Platform §2: a path lacking a trailing slash gets one, as a replace redirect. */
export function useTrailingSlash(): void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!pathname.endsWith('/')) navigate(`${pathname}/${search}${hash}`, { replace: true });
  }, [pathname, search, hash, navigate]);
}
