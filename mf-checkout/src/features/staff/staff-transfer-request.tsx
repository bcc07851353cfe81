import type {
  CartState,
  CheckoutValidationResponse,
  Language,
  TransferRequest,
} from '@shop/shared-contracts';
import { QueryView, useMessages } from '@shop/shared-contracts/react';
import { staffMessages } from '../../messages/staff-messages';
import type { CartStore } from '../cart/cart-store';
import { useSendTransferRequest, useTransferStores } from './api';
import { TransferRequestForm } from './transfer-request-form';

const NEW_REQUEST: TransferRequest = {
  fromStoreIds: [],
  toStoreIds: [],
  isReserveQuantity: false,
  isHighPriority: false,
};

export interface PanelProps {
  readonly store: CartStore;
  readonly cart: CartState;
  readonly response: CheckoutValidationResponse | null;
  readonly language: Language;
}

/**
 * A staff member's transfer request (platform §6), started from the cart, sent to the api, then
 * confirmed with its number and cleared. Loaded only for staff: it brings the request's schema.
 */
export default function StaffTransferRequest({ store, cart, response, language }: PanelProps) {
  const { t } = useMessages(staffMessages);
  const stores = useTransferStores(language);
  const send = useSendTransferRequest(store.clearTransferRequest);
  const request = cart.transferRequest;
  return (
    <section className="chk-form" data-testid="transfer-request">
      <h2>{t('transfer.title')}</h2>
      {send.isSuccess && request === null ? (
        <p role="status" data-testid="transfer-sent">
          {t('transfer.sent', { number: send.data.number })}
        </p>
      ) : null}
      {request === null ? (
        <button
          type="button"
          className="chk-button"
          data-testid="transfer-start"
          onClick={() => {
            send.reset();
            store.setTransferRequest(NEW_REQUEST);
          }}
        >
          {t('transfer.start')}
        </button>
      ) : (
        <QueryView query={stores}>
          {(list) => (
            <TransferRequestForm
              store={store}
              cart={cart}
              request={request}
              response={response}
              stores={list}
              send={send}
            />
          )}
        </QueryView>
      )}
    </section>
  );
}
