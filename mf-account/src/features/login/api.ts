import { type LoginRequest, sharedApi, shopBus } from '@shop/shared-contracts';
import { useMutation } from '@tanstack/react-query';
import { logUnexpectedFailure } from '../../lib/log-failure';

/**
 * Logs in and hands the token to the shell, which owns the session (and clears the cached
 * customer on login, see decision 0007).
 */
export const useLogin = (onLoggedIn: () => void) =>
  useMutation({
    mutationFn: (credentials: LoginRequest) => sharedApi.login(credentials),
    onSuccess: (token) => {
      shopBus.emit('auth:session-requested', token);
      onLoggedIn();
    },
    onError: logUnexpectedFailure('Logging in'),
  });
