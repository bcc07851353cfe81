import { describe, expect, it } from 'vitest';
import { orderByIds } from './order-by-ids.js';

describe('orderByIds (catalogue §7)', () => {
  const cards = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];

  it('puts the listed ids first in their order and keeps the rest after', () => {
    expect(orderByIds(cards, [3, 99, 1]).map((card) => card.id)).toEqual([3, 1, 2, 4]);
  });

  it('keeps the default order without sortIds', () => {
    expect(orderByIds(cards, undefined).map((card) => card.id)).toEqual([1, 2, 3, 4]);
    expect(orderByIds(cards, []).map((card) => card.id)).toEqual([1, 2, 3, 4]);
  });
});
