// @vitest-environment jsdom
import { shopBus } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import { startCartOwner } from './cart-owner';

describe('startCartOwner', () => {
  it('starts one owner on the page’s bus, backed by localStorage', () => {
    const owner = startCartOwner();
    expect(startCartOwner()).toBe(owner);
    shopBus.emit('cart:add-requested', { line: { variantId: 11, modelId: 1, amount: 1 } });
    expect(shopBus.current('cart:changed')?.itemCount).toBe(1);
    expect(JSON.parse(localStorage.getItem('cart') ?? '{}').lines).toHaveLength(1);
  });
});
