import {
  type CorporateInfoRequest,
  contentApi,
  type NewsletterSubscriptionRequest,
} from '@shop/shared-contracts';
import { useMutation } from '@tanstack/react-query';

/** Sends the corporate info request; it changes nothing the shop reads, so nothing is invalidated. */
export const useSendCorporateInfoRequest = () =>
  useMutation({
    mutationFn: (body: CorporateInfoRequest) => contentApi.sendCorporateInfoRequest(body),
  });

/** Subscribes to a newsletter; every address is answered alike and a new one gets a link. */
export const useSubscribeNewsletter = () =>
  useMutation({
    mutationFn: (body: NewsletterSubscriptionRequest) => contentApi.subscribeNewsletter(body),
  });

/** Confirms a sign-up with the emailed link's token. */
export const useConfirmNewsletter = () =>
  useMutation({
    mutationFn: (token: string) => contentApi.confirmNewsletter({ token }),
  });
