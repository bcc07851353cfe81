import {
  type FieldError,
  findTransferRowProblems,
  type TransferRequestBody,
  type TransferRowProblemKind,
  transferPicksShortMessage,
} from '@shop/shared-contracts';
import type { TransferDirection } from './staff-orders.table.js';

/** A row's amount in one store, in one direction. */
export interface StoreAmount {
  readonly storeId: number;
  readonly amount: number;
}

/** A request row with its amounts per store made explicit (zeros left out). */
export interface TransferLine {
  readonly index: number;
  readonly variantId: number;
  readonly amount: number;
  readonly from: readonly StoreAmount[];
  readonly to: readonly StoreAmount[];
}

/** Stock the shop's own warehouses hold: a supplier's stock (`external`) cannot be moved. */
export const TRANSFER_STORE_TYPES = ['retail', 'web', 'outlet'] as const;

/** The idempotency scope of a staff member's enterprise orders among the order keys. */
export function toEnterpriseScope(staffId: number): string {
  return `enterprise:${staffId}`;
}

/**
 * A row's amounts per store: the list given, without zeros, or with one store and no list the
 * whole row in that store (platform §3 `transferAmounts`, `transferAmountsFrom`).
 */
function explicitAmounts(
  given: readonly { store_id: number; amount: number }[],
  storeIds: readonly number[],
  rowAmount: number,
): StoreAmount[] {
  const [only] = storeIds;
  if (given.length === 0 && storeIds.length === 1 && only !== undefined) {
    return [{ storeId: only, amount: rowAmount }];
  }
  return given
    .filter((entry) => entry.amount > 0)
    .map((entry) => ({ storeId: entry.store_id, amount: entry.amount }));
}

/** The request's rows with explicit amounts per source and destination. */
export function toTransferLines(body: TransferRequestBody): TransferLine[] {
  return body.rows.map((row, index) => ({
    index,
    variantId: row.variant_id,
    amount: row.amount,
    from: explicitAmounts(row.from, body.from_store_ids, row.amount),
    to: explicitAmounts(row.to, body.to_store_ids, row.amount),
  }));
}

function problemMessage(kind: TransferRowProblemKind, product: string, amount: number): string {
  switch (kind) {
    case 'picks-short':
      return transferPicksShortMessage(product);
    case 'picks-over':
      return `picks more than the row amount (${amount}) of ${product}`;
    case 'destination-sum':
      return `must add up to the row amount (${amount}): with several destinations the row amount is their sum`;
  }
}

/**
 * Platform §5 as 400 fields: `rows.N.from` when the picks do not cover the row (with the
 * spec's Finnish message naming the product), `rows.N.to` when the destinations' amounts do not
 * add up to it. `productName` gives a row's product name.
 */
export function transferRuleErrors(
  body: TransferRequestBody,
  productName: (variantId: number) => string,
): FieldError[] {
  return findTransferRowProblems(body).map((problem) => {
    const row = body.rows[problem.row];
    const product = row ? productName(row.variant_id) : '';
    return {
      field: `rows.${problem.row}.${problem.field}`,
      message: problemMessage(problem.kind, product, row?.amount ?? 0),
    };
  });
}

/** One stock row a reserving request takes from: a variant in a source store. */
export interface StockTake {
  readonly index: number;
  readonly variantId: number;
  readonly storeId: number;
  readonly amount: number;
}

/**
 * The picks a reserving request takes off stock, in (variant, store) order: every writer of
 * stock (orders take the web store's rows in variant order) locks rows in this one order, so
 * concurrent requests queue instead of deadlocking.
 */
export function toStockTakes(lines: readonly TransferLine[]): StockTake[] {
  return lines
    .flatMap((line) =>
      line.from.map((pick) => ({
        index: line.index,
        variantId: line.variantId,
        storeId: pick.storeId,
        amount: pick.amount,
      })),
    )
    .sort((a, b) => a.variantId - b.variantId || a.storeId - b.storeId);
}

/** The rows of `transfer_request_line_amounts` for one line. */
export function toLineAmountRows(lineId: number, line: TransferLine) {
  const rows = (direction: TransferDirection, amounts: readonly StoreAmount[]) =>
    amounts.map((entry) => ({
      line_id: lineId,
      direction,
      store_id: entry.storeId,
      amount: entry.amount,
    }));
  return [...rows('from', line.from), ...rows('to', line.to)];
}
