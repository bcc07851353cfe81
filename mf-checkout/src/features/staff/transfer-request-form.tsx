import {
  ApiError,
  type CartState,
  type CheckoutValidationResponse,
  findTransferRowProblems,
  type ResourcesResponse,
  type TransferRequest,
} from '@shop/shared-contracts';
import { useMessages } from '@shop/shared-contracts/react';
import { staffMessages } from '../../messages/staff-messages';
import type { CartStore } from '../cart/cart-store';
import type { useSendTransferRequest } from './api';
import { toTransferRequestBody } from './staff-requests';
import { StoreChoice } from './store-choice';
import { isTransferableLine } from './transfer-lines';
import { TransferRows, type TransferRowView } from './transfer-rows';

type Store = ResourcesResponse['stores'][number];

/**
 * The transfer request being put together (platform §3 `transferRequest*`): the source and
 * destination stores, the reserve-quantity and high-priority flags, each row's amounts per
 * store, and sending. It cannot be sent while a row breaks a rule of platform §5.
 */
export function TransferRequestForm({
  store,
  cart,
  request,
  response,
  stores,
  send,
}: {
  readonly store: CartStore;
  readonly cart: CartState;
  readonly request: TransferRequest;
  readonly response: CheckoutValidationResponse | null;
  readonly stores: readonly Store[];
  readonly send: ReturnType<typeof useSendTransferRequest>;
}) {
  const { t } = useMessages(staffMessages);
  const change = (part: Partial<TransferRequest>) =>
    store.setTransferRequest({ ...request, ...part });
  const body = toTransferRequestBody(cart.lines, request);
  const problems = findTransferRowProblems(body);
  const names = new Map(response?.products.map((line) => [line.uid, line.name]) ?? []);
  const rows: TransferRowView[] = cart.lines.filter(isTransferableLine).map((line, index) => ({
    line,
    name: names.get(line.uid) || `#${line.variantId}`,
    problems: problems.filter((problem) => problem.row === index),
  }));
  const hasStores = request.fromStoreIds.length > 0 && request.toStoreIds.length > 0;
  const isLeavingOut = rows.length < cart.lines.length;
  const canSend = hasStores && rows.length > 0 && problems.length === 0 && !send.isPending;

  return (
    <form
      data-testid="transfer-request-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (canSend) send.mutate(body);
      }}
    >
      <StoreChoice
        legend={t('transfer.from')}
        stores={stores}
        chosen={request.fromStoreIds}
        taken={request.toStoreIds}
        testId="transfer-from"
        onChange={(fromStoreIds) => change({ fromStoreIds })}
      />
      <StoreChoice
        legend={t('transfer.to')}
        stores={stores}
        chosen={request.toStoreIds}
        taken={request.fromStoreIds}
        testId="transfer-to"
        onChange={(toStoreIds) => change({ toStoreIds })}
      />
      <p className="chk-check">
        <label>
          <input
            type="checkbox"
            checked={request.isReserveQuantity}
            data-testid="transfer-reserve"
            onChange={(event) => change({ isReserveQuantity: event.target.checked })}
          />{' '}
          {t('transfer.reserve')}
        </label>
      </p>
      <p className="chk-check">
        <label>
          <input
            type="checkbox"
            checked={request.isHighPriority}
            data-testid="transfer-high-priority"
            onChange={(event) => change({ isHighPriority: event.target.checked })}
          />{' '}
          {t('transfer.highPriority')}
        </label>
      </p>
      <TransferRows
        rows={rows}
        request={request}
        stores={stores}
        onAmounts={store.setTransferAmounts}
      />
      {isLeavingOut ? <p className="chk-muted">{t('transfer.leftOut')}</p> : null}
      {hasStores ? null : <p className="chk-muted">{t('transfer.chooseStores')}</p>}
      {send.isError ? (
        <p role="alert" className="chk-error" data-testid="transfer-failed">
          {t(
            send.error instanceof ApiError && send.error.code === 'OUT_OF_STOCK'
              ? 'transfer.outOfStock'
              : 'transfer.failed',
          )}
        </p>
      ) : null}
      <p className="chk-actions">
        <button
          type="submit"
          className="chk-button"
          disabled={!canSend}
          data-testid="transfer-send"
        >
          {send.isPending ? t('transfer.sending') : t('transfer.send')}
        </button>
        <button type="button" data-testid="transfer-cancel" onClick={store.clearTransferRequest}>
          {t('transfer.cancel')}
        </button>
      </p>
    </form>
  );
}
