import type { Language, User } from '@shop/shared-contracts';
import { useBusState } from '@shop/shared-contracts/react';
import { useLocation, useNavigate } from '@shop/shared-contracts/router';
import { useEffect } from 'react';
import { loginHref } from './return-path';

/**
 * The logged-in user, or null while the shell is still loading the session or nobody is logged
 * in. Once the session is known to be anonymous it replaces the page with the login page,
 * which returns here after logging in.
 */
export function useRequireLogin(language: Language): User | null {
  const auth = useBusState('auth:changed');
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const isAnonymous = auth !== undefined && !auth.isLoading && !auth.user.isAuthenticated;
  useEffect(() => {
    if (isAnonymous) navigate(loginHref(language, `${pathname}${search}`), { replace: true });
  }, [isAnonymous, language, navigate, pathname, search]);
  return auth && !auth.isLoading && auth.user.isAuthenticated ? auth.user : null;
}
