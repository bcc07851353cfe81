import { accountApi } from '@shop/shared-contracts';
import { useMutation } from '@tanstack/react-query';
import { logUnexpectedFailure } from '../../lib/log-failure';
import { useSendOnce } from '../../lib/use-send-once';

/** Activates the account of the emailed link once when the page opens (a mutation: it writes). */
export function useActivation(token: string) {
  const activation = useMutation({
    mutationFn: () => accountApi.activateAccount(token),
    onError: logUnexpectedFailure('Activating the account'),
  });
  useSendOnce(token, activation.mutate);
  return activation;
}
