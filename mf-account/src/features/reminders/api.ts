import { accountApi } from '@shop/shared-contracts';
import { useMutation } from '@tanstack/react-query';
import { logUnexpectedFailure } from '../../lib/log-failure';
import { useSendOnce } from '../../lib/use-send-once';

/** Stops the reminders of a signed link once when the page opens. */
export function useStopReminders(email: string, token: string) {
  const stop = useMutation({
    mutationFn: () => accountApi.stopReminders({ email, token }),
    onError: logUnexpectedFailure('Stopping reminders'),
  });
  useSendOnce(`${email}|${token}`, stop.mutate);
  return stop;
}
