import { type AskRequest, accountApi } from '@shop/shared-contracts';
import { useMutation } from '@tanstack/react-query';
import { logUnexpectedFailure } from '../../lib/log-failure';

/** Saves a question to customer service; the asker gets a receipt by email. */
export const useAskQuestion = () =>
  useMutation({
    mutationFn: (question: AskRequest) => accountApi.askQuestion(question),
    onError: logUnexpectedFailure('Sending the question'),
  });
