import type {
  CartLine,
  CartRefusalReason,
  LineTransferAmounts,
  ResourcesResponse,
  TransferRequest,
  TransferRowProblem,
} from '@shop/shared-contracts';
import { useMessages } from '@shop/shared-contracts/react';
import { staffMessages } from '../../messages/staff-messages';
import { parseStoreAmount } from './transfer-lines';

type Store = ResourcesResponse['stores'][number];

const PROBLEM_KEYS = {
  'picks-short': 'transfer.picksShort',
  'picks-over': 'transfer.picksOver',
  'destination-sum': 'transfer.destinationSum',
} as const;

/** A row as the panel shows it: the cart line, its product name and its §5 problems. */
export interface TransferRowView {
  readonly line: CartLine;
  readonly name: string;
  readonly problems: readonly TransferRowProblem[];
}

/**
 * The transfer request's rows: with several sources, the amount picked in each; with several
 * destinations, the amount for each, whose sum is the row amount (platform §5). A row whose
 * picks fall short says so in the spec's words.
 */
export function TransferRows({
  rows,
  request,
  stores,
  onAmounts,
}: {
  readonly rows: readonly TransferRowView[];
  readonly request: TransferRequest;
  readonly stores: readonly Store[];
  readonly onAmounts: (uid: string, amounts: LineTransferAmounts) => CartRefusalReason | undefined;
}) {
  const { t } = useMessages(staffMessages);
  const storeName = (storeId: number) =>
    stores.find((store) => store.id === storeId)?.name ?? String(storeId);
  const sources = request.fromStoreIds.length > 1 ? request.fromStoreIds : [];
  const destinations = request.toStoreIds.length > 1 ? request.toStoreIds : [];

  const amountInput = (
    row: TransferRowView,
    side: 'fromAmounts' | 'toAmounts',
    storeId: number,
  ) => {
    const amounts = row.line.transfer ?? { fromAmounts: {}, toAmounts: {} };
    const label = t(side === 'fromAmounts' ? 'transfer.pickIn' : 'transfer.sendTo', {
      store: storeName(storeId),
    });
    return (
      <td key={`${side}-${storeId}`}>
        <input
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          className="chk-amount"
          aria-label={`${row.name}: ${label}`}
          data-testid={`transfer-${side === 'fromAmounts' ? 'pick' : 'to'}-${row.line.uid}-${storeId}`}
          value={amounts[side][String(storeId)] ?? 0}
          onChange={(event) =>
            onAmounts(row.line.uid, {
              ...amounts,
              [side]: { ...amounts[side], [String(storeId)]: parseStoreAmount(event.target.value) },
            })
          }
        />
      </td>
    );
  };

  return (
    <table className="chk-order-lines" data-testid="transfer-rows">
      <thead>
        <tr>
          <th scope="col">{t('transfer.product')}</th>
          <th scope="col">{t('transfer.amount')}</th>
          {sources.map((storeId) => (
            <th key={`from-${storeId}`} scope="col">
              {t('transfer.pickIn', { store: storeName(storeId) })}
            </th>
          ))}
          {destinations.map((storeId) => (
            <th key={`to-${storeId}`} scope="col">
              {t('transfer.sendTo', { store: storeName(storeId) })}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.line.uid} data-testid="transfer-row">
            <td>
              {row.name}
              {row.problems.map((problem) => (
                <span
                  key={problem.kind}
                  role="alert"
                  className="chk-error"
                  data-testid={`transfer-problem-${problem.kind}`}
                >
                  {' '}
                  {t(PROBLEM_KEYS[problem.kind], { product: row.name })}
                </span>
              ))}
            </td>
            <td data-testid="transfer-row-amount">{row.line.amount}</td>
            {sources.map((storeId) => amountInput(row, 'fromAmounts', storeId))}
            {destinations.map((storeId) => amountInput(row, 'toAmounts', storeId))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
