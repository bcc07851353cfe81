import { accountApi, accountKeys } from '@shop/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logUnexpectedFailure } from '../../lib/log-failure';

/** Deletes the account of an emailed link; what this page cached of the account goes with it. */
export function useConfirmAccountDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => accountApi.confirmAccountDeletion(token),
    onSuccess: () => queryClient.removeQueries({ queryKey: accountKeys.all }),
    onError: logUnexpectedFailure('Deleting the account'),
  });
}
