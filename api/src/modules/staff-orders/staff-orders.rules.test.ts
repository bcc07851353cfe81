import { transferRequestRequestSchema } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import { toStockTakes, toTransferLines, transferRuleErrors } from './staff-orders.rules.js';

const body = transferRequestRequestSchema.parse({
  from_store_ids: [4, 2],
  to_store_ids: [7],
  rows: [
    {
      variant_id: 30,
      amount: 3,
      from: [
        { store_id: 4, amount: 1 },
        { store_id: 2, amount: 2 },
      ],
    },
    {
      variant_id: 10,
      amount: 2,
      from: [
        { store_id: 4, amount: 2 },
        { store_id: 2, amount: 0 },
      ],
    },
  ],
});

describe('staff order rules', () => {
  it('makes each row’s amounts explicit: zeros dropped, one destination gets the whole row', () => {
    expect(toTransferLines(body)).toEqual([
      {
        index: 0,
        variantId: 30,
        amount: 3,
        from: [
          { storeId: 4, amount: 1 },
          { storeId: 2, amount: 2 },
        ],
        to: [{ storeId: 7, amount: 3 }],
      },
      {
        index: 1,
        variantId: 10,
        amount: 2,
        from: [{ storeId: 4, amount: 2 }],
        to: [{ storeId: 7, amount: 2 }],
      },
    ]);
  });

  it('takes stock in (variant, store) order whatever the order of the request', () => {
    const takes = toStockTakes(toTransferLines(body));
    expect(takes.map((take) => [take.variantId, take.storeId, take.index])).toEqual([
      [10, 4, 1],
      [30, 2, 0],
      [30, 4, 0],
    ]);
  });

  it('names the row and the product in the §5 message', () => {
    const short = { ...body, rows: [{ ...body.rows[0], amount: 5 }] } as typeof body;
    expect(transferRuleErrors(short, () => 'Trail Jacket')).toEqual([
      {
        field: 'rows.0.from',
        message: 'Valitse keräilyvarastoista riittävästi tuotteita riville Trail Jacket',
      },
    ]);
  });
});
