import { describe, expect, it } from 'vitest';
import { isBlockedStockUnsellable } from '../../lib/orderability';
import { testModel, testVariant } from '../../lib/product-fixture';
import { type AddToCartFacts, addToCartBlock, addToCartLabel, SHOPPER } from './add-to-cart-rules';

const black42 = testVariant(11, 'black', '42');
const black43 = testVariant(12, 'black', '43', { isOrderable: false, webQuantity: 0 });
const red42 = testVariant(13, 'red', '42');
const model = testModel([black42, black43, red42]);
const chosen = { color: 'black', size: '42', type: 'regular' };

function facts(over: Partial<AddToCartFacts> = {}): AddToCartFacts {
  return {
    model,
    selection: chosen,
    variant: black42,
    isDeliveryBlocked: false,
    mode: SHOPPER,
    ...over,
  };
}

describe('add-to-cart label (catalogue §4)', () => {
  it('asks for the option still missing among several', () => {
    expect(
      addToCartLabel(facts({ selection: { ...chosen, color: null }, variant: undefined })),
    ).toBe('selectColor');
    expect(
      addToCartLabel(facts({ selection: { ...chosen, size: null }, variant: undefined })),
    ).toBe('selectSize');
    const typed = testModel([black42, testVariant(14, 'black', '42', { typeSlug: 'short' })]);
    expect(
      addToCartLabel(
        facts({ model: typed, selection: { ...chosen, type: null }, variant: undefined }),
      ),
    ).toBe('selectType');
  });

  it('does not ask for an option that has a single choice', () => {
    const single = testModel([black42]);
    expect(addToCartLabel(facts({ model: single, selection: { ...chosen, color: null } }))).toBe(
      'addToCart',
    );
  });

  it('reads Add to cart for an orderable variant and Out of stock otherwise', () => {
    expect(addToCartLabel(facts())).toBe('addToCart');
    expect(addToCartLabel(facts({ selection: { ...chosen, size: '43' }, variant: black43 }))).toBe(
      'outOfStock',
    );
    // Every option chosen but no variant has them: nothing to order.
    expect(addToCartLabel(facts({ variant: undefined }))).toBe('outOfStock');
  });

  it('names the staff modes: enterprise order, and the transfer request whatever the web stock', () => {
    expect(addToCartLabel(facts({ mode: { kind: 'enterprise-order' } }))).toBe(
      'addToEnterpriseOrder',
    );
    expect(addToCartLabel(facts({ mode: { kind: 'enterprise-order' }, variant: black43 }))).toBe(
      'outOfStock',
    );
    const transfer = { kind: 'transfer-request', storeName: 'Helsinki' } as const;
    expect(addToCartLabel(facts({ mode: transfer, variant: black43 }))).toBe(
      'addToTransferRequest',
    );
  });
});

describe('add-to-cart disabled rules (catalogue §4)', () => {
  it('allows an orderable, chosen variant', () => {
    expect(addToCartBlock(facts())).toBeNull();
  });

  it('blocks a missing choice, a variant that is not orderable, or no variant', () => {
    expect(
      addToCartBlock(facts({ selection: { ...chosen, size: null }, variant: undefined })),
    ).toBe('choice-missing');
    expect(addToCartBlock(facts({ variant: black43 }))).toBe('not-orderable');
    expect(addToCartBlock(facts({ variant: undefined }))).toBe('not-orderable');
  });

  it('blocks a delivery country the model is not shipped to', () => {
    expect(addToCartBlock(facts({ isDeliveryBlocked: true }))).toBe('delivery-blocked');
  });

  it('blocks blocked stock that would ship at once (≤ 2 days) or never (999)', () => {
    const blocked = (shippingDays: number) =>
      testVariant(15, 'black', '42', { isStockBlocked: true, onOrder: true, shippingDays });
    expect(addToCartBlock(facts({ variant: blocked(2) }))).toBe('stock-blocked');
    expect(addToCartBlock(facts({ variant: blocked(1) }))).toBe('stock-blocked');
    expect(addToCartBlock(facts({ variant: blocked(999) }))).toBe('stock-blocked');
    expect(addToCartBlock(facts({ variant: blocked(3) }))).toBeNull();
    expect(addToCartBlock(facts({ variant: blocked(60) }))).toBeNull();
    expect(isBlockedStockUnsellable(testVariant(16, 'black', '42', { shippingDays: 1 }))).toBe(
      false,
    );
  });

  it('lets a transfer request take any chosen variant', () => {
    const transfer = { kind: 'transfer-request', storeName: 'Helsinki' } as const;
    expect(addToCartBlock(facts({ mode: transfer, variant: black43 }))).toBeNull();
    expect(
      addToCartBlock(
        facts({ mode: transfer, selection: { ...chosen, size: null }, variant: undefined }),
      ),
    ).toBe('choice-missing');
  });
});
