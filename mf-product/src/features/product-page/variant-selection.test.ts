import { describe, expect, it } from 'vitest';
import { testModel, testVariant } from '../../lib/product-fixture';
import {
  changeSelection,
  initialSelection,
  NO_MATCHING_VARIANT,
  SIZE_NOT_CHOSEN,
  selectedVariantId,
  sizeStates,
} from './variant-selection';

const soldOut = { isOrderable: false, webQuantity: 0, shippingDays: 999 };

// black: s sold out, m and l orderable; red: only s, orderable.
const model = testModel([
  testVariant(1, 'black', 's', soldOut),
  testVariant(2, 'black', 'm'),
  testVariant(3, 'black', 'l'),
  testVariant(4, 'red', 's'),
]);

describe('initialSelection (catalogue §4)', () => {
  it('takes select-color by slug or by name, then color', () => {
    expect(initialSelection(model, { selectColor: 'RED' }).color).toBe('red');
    expect(initialSelection(model, { selectColor: 'Red' }).color).toBe('red');
    expect(initialSelection(model, { color: 'red,black' }).color).toBe('red');
  });
  it('falls back to the promoted colour, then the first', () => {
    expect(initialSelection({ ...model, promotedColour: 'red' }, {}).color).toBe('red');
    expect(initialSelection(model, { selectColor: 'green' }).color).toBe('black');
  });
  it('takes the size from the query, else the first orderable size of the colour', () => {
    expect(initialSelection(model, { size: 's' }).size).toBe('s');
    expect(initialSelection(model, {}).size).toBe('m');
    expect(initialSelection(model, { size: 'xxl' }).size).toBe('m');
  });
  it('prefers a remembered size that exists in the colour', () => {
    expect(initialSelection(model, {}, ['xl', 'l']).size).toBe('l');
  });
  it('chooses a single size at once and none when no size is orderable', () => {
    const single = testModel([testVariant(1, 'black', 'one-size', soldOut)]);
    expect(initialSelection(single, {}).size).toBe('one-size');
    const none = testModel([
      testVariant(1, 'black', 's', soldOut),
      testVariant(2, 'black', 'm', soldOut),
    ]);
    expect(initialSelection(none, {}).size).toBeNull();
  });
});

describe('selectedVariantId (catalogue §4)', () => {
  it('is 0 before a size is chosen and -1 when nothing matches', () => {
    expect(selectedVariantId(model, { color: 'black', size: null, type: 'regular' })).toBe(
      SIZE_NOT_CHOSEN,
    );
    expect(selectedVariantId(model, { color: 'red', size: 'l', type: 'regular' })).toBe(
      NO_MATCHING_VARIANT,
    );
  });
  it('names the matching variant, preferring one on order', () => {
    const twin = testModel([
      testVariant(7, 'black', 'm'),
      testVariant(8, 'black', 'm', { onOrder: true }),
    ]);
    expect(selectedVariantId(twin, { color: 'black', size: 'm', type: 'regular' })).toBe(8);
  });
});

describe('changeSelection', () => {
  it('keeps the size when it exists in the new colour and clears it otherwise', () => {
    const start = { color: 'black', size: 's', type: 'regular' };
    expect(changeSelection(model, start, { color: 'red' }).size).toBe('s');
    expect(changeSelection(model, { ...start, size: 'l' }, { color: 'red' }).size).toBeNull();
  });
});

describe('sizeStates', () => {
  it('tells orderable, unavailable and missing sizes of the colour apart', () => {
    const states = sizeStates(model, { color: 'black', size: null, type: 'regular' });
    expect(Object.fromEntries(states)).toEqual({
      s: 'unavailable',
      m: 'orderable',
      l: 'orderable',
    });
    expect(sizeStates(model, { color: 'red', size: null, type: 'regular' }).get('l')).toBe(
      'missing',
    );
  });
});
