import { accountApi, type RegistrationRequest } from '@shop/shared-contracts';
import { useMutation } from '@tanstack/react-query';
import { logUnexpectedFailure } from '../../lib/log-failure';

/** Joins the club: the answer is the same whether or not the address already has an account. */
export const useJoinClub = () =>
  useMutation({
    mutationFn: (request: RegistrationRequest) => accountApi.register(request),
    onError: logUnexpectedFailure('Joining the club'),
  });
