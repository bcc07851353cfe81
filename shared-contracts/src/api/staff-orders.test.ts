import { describe, expect, it } from 'vitest';
import {
  enterpriseOrderRequestSchema,
  findTransferRowProblems,
  transferPicksShortMessage,
  transferRequestRequestSchema,
} from './staff-orders.js';

const row = (amount: number, from: number[] = [], to: number[] = []) => ({
  amount,
  from: from.map((picked) => ({ amount: picked })),
  to: to.map((received) => ({ amount: received })),
});

describe('findTransferRowProblems (platform §5)', () => {
  it('needs the picks of several sources to cover the row, and not exceed it', () => {
    const request = (rows: ReturnType<typeof row>[]) => ({
      from_store_ids: [1, 2],
      to_store_ids: [3],
      rows,
    });
    expect(findTransferRowProblems(request([row(3, [1, 2])]))).toEqual([]);
    expect(findTransferRowProblems(request([row(3, [1, 1]), row(2)]))).toEqual([
      { row: 0, field: 'from', kind: 'picks-short' },
      { row: 1, field: 'from', kind: 'picks-short' },
    ]);
    expect(findTransferRowProblems(request([row(3, [2, 2])]))).toEqual([
      { row: 0, field: 'from', kind: 'picks-over' },
    ]);
  });

  it('makes the row amount the sum of several destinations', () => {
    const request = (rows: ReturnType<typeof row>[]) => ({
      from_store_ids: [1],
      to_store_ids: [2, 3],
      rows,
    });
    expect(findTransferRowProblems(request([row(3, [], [1, 2])]))).toEqual([]);
    expect(findTransferRowProblems(request([row(3, [], [1, 1]), row(1)]))).toEqual([
      { row: 0, field: 'to', kind: 'destination-sum' },
      { row: 1, field: 'to', kind: 'destination-sum' },
    ]);
  });

  it('takes the whole row from one source and to one destination when no amounts are given', () => {
    const request = { from_store_ids: [1], to_store_ids: [2], rows: [row(4)] };
    expect(findTransferRowProblems(request)).toEqual([]);
  });
});

describe('staff order schemas', () => {
  it('puts the product in the §5 message', () => {
    expect(transferPicksShortMessage('Trail Jacket')).toBe(
      'Valitse keräilyvarastoista riittävästi tuotteita riville Trail Jacket',
    );
  });

  it('refuses a store that is both source and destination, and row stores outside the request', () => {
    const result = transferRequestRequestSchema.safeParse({
      from_store_ids: [1, 2],
      to_store_ids: [2],
      rows: [{ variant_id: 7, amount: 1, from: [{ store_id: 5, amount: 1 }] }],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'to_store_ids.0',
      'rows.0.from.0.store_id',
    ]);
  });

  it('requires the billing to be accepted for an enterprise order', () => {
    const order = {
      customer_email: 'yritys@example.com',
      country_code: 'fi',
      lines: [{ variant_id: 7, amount: 1 }],
      reference: 'PO-1',
      form: {
        delivery_method: 'home-delivery',
        first_name: 'Olli',
        last_name: 'O',
        postal_code: '02150',
        city: 'Espoo',
        phone: '0401234567',
        email: 'olli@example.com',
      },
    };
    expect(enterpriseOrderRequestSchema.safeParse({ ...order, accept_billing: true }).success).toBe(
      true,
    );
    const refused = enterpriseOrderRequestSchema.safeParse(order);
    expect(refused.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['accept_billing']);
  });
});
