import {
  accountApi,
  type PasswordResetConfirmRequest,
  type PasswordResetEmailRequest,
} from '@shop/shared-contracts';
import { useMutation } from '@tanstack/react-query';
import { logUnexpectedFailure } from '../../lib/log-failure';

/** Emails a reset link; the answer is the same whether or not the address has an account. */
export const useRequestPasswordReset = () =>
  useMutation({
    mutationFn: (request: PasswordResetEmailRequest) => accountApi.requestPasswordReset(request),
    onError: logUnexpectedFailure('Requesting a password reset'),
  });

/** Sets the new password of an emailed link (used once; 410 when expired or used). */
export const useConfirmPasswordReset = () =>
  useMutation({
    mutationFn: (request: PasswordResetConfirmRequest) => accountApi.confirmPasswordReset(request),
    onError: logUnexpectedFailure('Setting the new password'),
  });
