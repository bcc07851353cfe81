import type {
  FieldError,
  TransferRequestBody,
  TransferRequestResponse,
} from '@shop/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ConflictError, FieldValidationError, UnprocessableError } from '../../lib/http-errors.js';
import { translate } from '../../lib/translate.js';
import { hashOrderRequest } from '../orders/orders.rules.js';
import {
  claimTransferRequest,
  findStoreStock,
  findTransferRequestByKey,
  findTransferStoreIds,
  findVariantNames,
  insertLineAmounts,
  insertTransferLine,
  insertTransferStores,
  nextTransferNumber,
  takeStoreStock,
} from './staff-orders.repository.js';
import {
  type TransferLine,
  toLineAmountRows,
  toStockTakes,
  toTransferLines,
  transferRuleErrors,
} from './staff-orders.rules.js';
import { type StaffOrderDb, withStaffOrderTables } from './staff-orders.table.js';

/** A staff write's answer, and whether the key had made it before (200, not 201). */
export interface StaffWriteResult<Response> {
  readonly isReplay: boolean;
  readonly response: Response;
}

type StoredRequest = { id: number; number: string; status: TransferRequestResponse['status'] };

const toResponse = (row: StoredRequest): TransferRequestResponse => ({
  id: row.id,
  number: row.number,
  status: row.status,
});

/** Unknown stores and variants and the platform §5 rules, as one 400 naming every field. */
async function checkTransferRequest(
  db: StaffOrderDb,
  body: TransferRequestBody,
): Promise<TransferLine[]> {
  const [stores, names] = await Promise.all([
    findTransferStoreIds(db, [...body.from_store_ids, ...body.to_store_ids]),
    findVariantNames(
      db,
      body.rows.map((row) => row.variant_id),
    ),
  ]);
  const fields: FieldError[] = [];
  for (const list of ['from_store_ids', 'to_store_ids'] as const) {
    body[list].forEach((storeId, index) => {
      if (!stores.has(storeId)) {
        fields.push({ field: `${list}.${index}`, message: 'is not a warehouse of the shop' });
      }
    });
  }
  body.rows.forEach((row, index) => {
    const isRepeated =
      body.rows.findIndex((other) => other.variant_id === row.variant_id) !== index;
    if (!names.has(row.variant_id) || isRepeated) {
      fields.push({
        field: `rows.${index}.variant_id`,
        message: isRepeated ? 'is listed twice' : 'is not a product of the shop',
      });
    }
  });
  // The spec's message is Finnish (§5), so the product is named in Finnish too.
  const productName = (variantId: number) =>
    translate(names.get(variantId), 'fi') || `variant ${variantId}`;
  fields.push(...transferRuleErrors(body, productName));
  if (fields.length > 0) throw new FieldValidationError(fields);
  return toTransferLines(body);
}

/**
 * Reserve quantity: takes each pick off its source store's stock, in the one lock order of
 * `toStockTakes`. Any pick short of stock is a 409 naming `rows.N.from`, and the transaction
 * rolls back, request and all.
 */
async function reserveSourceStock(trx: StaffOrderDb, lines: readonly TransferLine[]) {
  const short: FieldError[] = [];
  for (const take of toStockTakes(lines)) {
    if (!(await takeStoreStock(trx, take))) {
      const left = await findStoreStock(trx, take.variantId, take.storeId);
      short.push({
        field: `rows.${take.index}.from`,
        message: `only ${left} in stock in store ${take.storeId}`,
      });
    }
  }
  if (short.length > 0) {
    const summary = short.map((entry) => `${entry.field} ${entry.message}`).join('; ');
    throw new ConflictError('OUT_OF_STOCK', `Not enough stock to reserve: ${summary}`, short);
  }
}

/** Writes the request, its stores, lines and amounts; undefined when the key was taken. */
async function writeTransferRequest(
  trx: StaffOrderDb,
  request: { staffId: number; key: string; hash: string; body: TransferRequestBody },
  lines: readonly TransferLine[],
  now: Date,
): Promise<StoredRequest | undefined> {
  const { body } = request;
  const created = await claimTransferRequest(trx, {
    number: await nextTransferNumber(trx),
    is_reserve_quantity: body.reserve_quantity,
    is_high_priority: body.high_priority,
    created_by: request.staffId,
    idempotency_key: request.key,
    request_hash: request.hash,
    created_at: now,
  });
  if (!created) return undefined;
  await insertTransferStores(trx, created.id, 'from', body.from_store_ids);
  await insertTransferStores(trx, created.id, 'to', body.to_store_ids);
  for (const line of lines) {
    const lineId = await insertTransferLine(trx, {
      transfer_request_id: created.id,
      variant_id: line.variantId,
      amount: line.amount,
      sort_order: line.index,
    });
    await insertLineAmounts(trx, toLineAmountRows(lineId, line));
  }
  if (body.reserve_quantity) await reserveSourceStock(trx, lines);
  return created;
}

/**
 * A staff transfer request between warehouses (issue 8 point 7, platform §5): checked against
 * the stores, the variants and the §5 rules, written in one transaction that, with reserve
 * quantity, also takes the picks off the sources' stock. The same key with the same request
 * answers the first request again; with another request it is a 422.
 */
export async function createTransferRequest(
  db: Kysely<Database>,
  request: { staffId: number; key: string; body: TransferRequestBody },
  now = new Date(),
): Promise<StaffWriteResult<TransferRequestResponse>> {
  const tables = withStaffOrderTables(db);
  const hash = hashOrderRequest(request.body);
  const replay = (row: StoredRequest & { request_hash: string }) => {
    if (row.request_hash !== hash) {
      throw new UnprocessableError(
        'IDEMPOTENCY_KEY_REUSED',
        'This Idempotency-Key was already used for a different transfer request; send a new key for a new request.',
      );
    }
    return { isReplay: true, response: toResponse(row) };
  };

  const used = await findTransferRequestByKey(tables, request.staffId, request.key);
  if (used) return replay(used);
  const lines = await checkTransferRequest(tables, request.body);
  const outcome = await tables.transaction().execute(async (trx) => {
    const created = await writeTransferRequest(trx, { ...request, hash }, lines, now);
    if (created) return { isReplay: false, row: created } as const;
    // A concurrent request with this key committed first: answer its request.
    const row = await findTransferRequestByKey(trx, request.staffId, request.key);
    if (!row) throw new Error('transfer request key vanished after its conflict');
    return { isReplay: true, row } as const;
  });
  if (outcome.isReplay) return replay(outcome.row);
  return { isReplay: false, response: toResponse(outcome.row) };
}
