import { accountApi, type Language } from '@shop/shared-contracts';
import { sharedQueries } from '@shop/shared-contracts/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { logUnexpectedFailure } from '../../lib/log-failure';

/** The logged-in customer: the shell's own query, so the page sends no second request. */
export const useCustomer = () => useQuery(sharedQueries.customer());

/** Emails the deletion link; nothing cached changes until the link is used. */
export const useRequestAccountDeletion = () =>
  useMutation({
    mutationFn: (lang: Language) => accountApi.requestAccountDeletion(lang),
    onError: logUnexpectedFailure('Requesting the account deletion link'),
  });
