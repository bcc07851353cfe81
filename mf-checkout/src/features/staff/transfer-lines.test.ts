import type { CartLine, TransferRequest } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import { dropLineTransfers, parseStoreAmount, setLineTransfer } from './transfer-lines';

const jacket: CartLine = { uid: 'a', variantId: 11, modelId: 1, amount: 1 };
const request = (toStoreIds: number[]): TransferRequest => ({
  fromStoreIds: [1],
  toStoreIds,
  isReserveQuantity: false,
  isHighPriority: false,
});

describe('transfer amounts of the cart lines', () => {
  it('makes the row amount the sum of several destinations (platform §5)', () => {
    const transfer = { toAmounts: { '2': 2, '3': 3, '9': 4 }, fromAmounts: {} };
    const outcome = setLineTransfer([jacket], 'a', transfer, request([2, 3]));
    // Store 9 is no longer a destination: its amount does not count.
    expect(outcome).toEqual({ lines: [{ ...jacket, amount: 5, transfer }] });
  });

  it('keeps the amount with one destination, or while the destinations add up to 0', () => {
    const transfer = { toAmounts: { '2': 4 }, fromAmounts: { '1': 1 } };
    expect(setLineTransfer([jacket], 'a', transfer, request([2]))).toEqual({
      lines: [{ ...jacket, transfer }],
    });
    const none = { toAmounts: {}, fromAmounts: {} };
    expect(setLineTransfer([jacket], 'a', none, request([2, 3]))).toEqual({
      lines: [{ ...jacket, transfer: none }],
    });
  });

  it('refuses to grow a frozen line, and leaves bundles and gift cards alone', () => {
    const frozen = { ...jacket, isFrozen: true };
    const transfer = { toAmounts: { '2': 1, '3': 1 }, fromAmounts: {} };
    expect(setLineTransfer([frozen], 'a', transfer, request([2, 3]))).toEqual({
      refusal: 'frozen',
    });
    const bundle = { ...jacket, bundleId: '1-11-12' };
    expect(setLineTransfer([bundle], 'a', transfer, request([2, 3]))).toEqual({
      lines: [bundle],
    });
  });

  it('drops every line’s amounts when the request ends', () => {
    const lines = [{ ...jacket, transfer: { toAmounts: { '2': 1 }, fromAmounts: {} } }];
    expect(dropLineTransfers(lines)).toEqual([jacket]);
    const plain = [jacket];
    expect(dropLineTransfers(plain)).toBe(plain);
  });

  it('reads a typed amount as a whole number from 0 to the line maximum', () => {
    expect(['', 'x', '-3', '2.6', '5', '100000'].map(parseStoreAmount)).toEqual([
      0, 0, 0, 3, 5, 999,
    ]);
  });
});
