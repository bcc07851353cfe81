import {
  accountApi,
  accountKeys,
  type PreferencesResponse,
  type UpdatePreferencesRequest,
} from '@shop/shared-contracts';
import { sharedQueries } from '@shop/shared-contracts/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { logUnexpectedFailure } from '../../lib/log-failure';

/** The customer's postcode and marketing consent. */
export const usePreferences = () =>
  useQuery({
    queryKey: accountKeys.preferences(),
    queryFn: ({ signal }) => accountApi.preferences(signal),
  });

/** Saves them (`PATCH /api/customer/`); the customer's postcode in the shell's query follows. */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePreferencesRequest) => accountApi.updatePreferences(body),
    onSuccess: (saved: PreferencesResponse) => {
      queryClient.setQueryData(accountKeys.preferences(), saved);
      void queryClient.invalidateQueries({ queryKey: sharedQueries.customer().queryKey });
    },
    onError: logUnexpectedFailure('Saving the preferences'),
  });
}
