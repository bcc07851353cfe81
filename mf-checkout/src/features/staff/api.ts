import {
  type EnterpriseOrderRequest,
  type Language,
  staffApi,
  type TransferRequestRequest,
} from '@shop/shared-contracts';
import { sharedQueries } from '@shop/shared-contracts/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { createAttemptKeys } from './attempt-keys';
import { listTransferStores } from './transfer-stores';

/** The stores a transfer moves stock between, from the resources the shell has loaded. */
export const useTransferStores = (language: Language) =>
  useQuery({
    ...sharedQueries.resources(language),
    select: (resources) => listTransferStores(resources, language),
  });

/** Sends a transfer request; a retry of the same request sends the same key. */
export function useSendTransferRequest(onSent: () => void) {
  const [keys] = useState(createAttemptKeys);
  return useMutation({
    mutationFn: (body: TransferRequestRequest) =>
      staffApi.sendTransferRequest(body, keys.keyFor(body)),
    onSuccess: () => {
      keys.reset();
      onSent();
    },
  });
}

/** Places an enterprise order; a retry of the same order sends the same key. */
export function usePlaceEnterpriseOrder(onPlaced: () => void) {
  const [keys] = useState(createAttemptKeys);
  return useMutation({
    mutationFn: (body: EnterpriseOrderRequest) =>
      staffApi.placeEnterpriseOrder(body, keys.keyFor(body)),
    onSuccess: () => {
      keys.reset();
      onPlaced();
    },
  });
}
