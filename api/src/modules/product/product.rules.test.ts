import { describe, expect, it } from 'vitest';
import {
  compareColours,
  compareSizes,
  discountPercent,
  isOrderable,
  localiseUnit,
  localiseUnitsInText,
  orderProperties,
  propertyKind,
  splitUnit,
  variantLabel,
} from './product.rules.js';

describe('discountPercent', () => {
  it('rounds the saving to a whole percent, or 0 when hidden or none', () => {
    expect(discountPercent(10000, 7490, true)).toBe(25);
    expect(discountPercent(10000, 7490, false)).toBe(0);
    expect(discountPercent(10000, 10000, true)).toBe(0);
  });
});

describe('isOrderable (catalogue §4)', () => {
  const facts = { onOrder: false, webQuantity: 3, isStockBlocked: false, shippingDays: 2 };
  it('is orderable in stock or on order', () => {
    expect(isOrderable(facts, false)).toBe(true);
    expect(isOrderable({ ...facts, webQuantity: 0, onOrder: true, shippingDays: 7 }, false)).toBe(
      true,
    );
    expect(isOrderable({ ...facts, webQuantity: 0, shippingDays: 999 }, false)).toBe(false);
  });
  it('does not sell blocked stock', () => {
    expect(isOrderable({ ...facts, isStockBlocked: true }, false)).toBe(false);
  });
  it('in gift campaigns sells blocked stock only when it ships later from elsewhere', () => {
    const blocked = { ...facts, isStockBlocked: true };
    expect(isOrderable(blocked, true)).toBe(false);
    expect(isOrderable({ ...blocked, shippingDays: 5 }, true)).toBe(true);
    expect(isOrderable({ ...blocked, shippingDays: 999 }, true)).toBe(false);
  });
});

describe('compareSizes (catalogue §4 size ordering)', () => {
  const order = (names: string[]) =>
    names
      .map((size, index) => ({ size, sort: 100 - index }))
      .sort(compareSizes)
      .map((size) => size.size);
  it('puts letter sizes from XXXS to XXXXXL first, then numbers', () => {
    expect(order(['42', 'XL', 'XXXXXL', 'S', '36', 'XXXS', 'M', '3XL', '8'])).toEqual([
      'XXXS',
      'S',
      'M',
      'XL',
      '3XL',
      'XXXXXL',
      '8',
      '36',
      '42',
    ]);
  });
  it('reads letter sizes with a measure and numbers with a unit', () => {
    expect(order(['L (59-62 cm)', 'S (53-55 cm)', '191 cm', '149 cm', '24.5'])).toEqual([
      'S (53-55 cm)',
      'L (59-62 cm)',
      '24.5',
      '149 cm',
      '191 cm',
    ]);
  });
  it('keeps other sizes after, by their stored order', () => {
    expect(order(['One size', 'XS'])).toEqual(['XS', 'One size']);
  });
});

describe('properties (catalogue §3)', () => {
  it('takes the unit from a bracket in the name', () => {
    expect(splitUnit('Weight (g)')).toEqual({ name: 'Weight', unit: 'g' });
    expect(splitUnit('Hood')).toEqual({ name: 'Hood', unit: null });
  });
  it('orders with unit, numeric, text, boolean, keeping order within a kind', () => {
    const list = [
      { slug: 'hood', kind: propertyKind('true', null) },
      { slug: 'material', kind: propertyKind('Gore-Tex', null) },
      { slug: 'flex', kind: propertyKind('90', null) },
      { slug: 'weight', kind: propertyKind('1200', 'g') },
      { slug: 'volume', kind: propertyKind('30', 'l') },
    ];
    expect(orderProperties(list).map((property) => property.slug)).toEqual([
      'weight',
      'volume',
      'flex',
      'material',
      'hood',
    ]);
  });
});

describe('compareColours (catalogue §4)', () => {
  it('puts colours with more in-stock variants first, then by name', () => {
    const colours = [
      { name: 'Red', inStock: 1 },
      { name: 'Blue', inStock: 1 },
      { name: 'Black', inStock: 3 },
    ];
    expect(colours.sort((a, b) => compareColours(a, b, 'en')).map((c) => c.name)).toEqual([
      'Black',
      'Blue',
      'Red',
    ]);
  });
});

describe('variantLabel (bundle choices)', () => {
  it('names colour and size, and the type only when the model has several', () => {
    const words = { color: 'Black', size: '42', type: 'With bindings' };
    expect(variantLabel(words, false)).toBe('Black, 42');
    expect(variantLabel(words, true)).toBe('Black, 42, With bindings');
    expect(variantLabel({ color: 'Red', size: ' ', type: 'Regular' }, false)).toBe('Red');
  });
});

describe('units in the page language', () => {
  it('writes Latin units in Cyrillic for Russian only', () => {
    expect(localiseUnit('cm', 'ru')).toBe('см');
    expect(localiseUnit('kg', 'ru')).toBe('кг');
    expect(localiseUnit('cm', 'fi')).toBe('cm');
    expect(localiseUnit('W', 'ru')).toBe('W');
  });

  it('localises units after numbers in size labels', () => {
    expect(localiseUnitsInText('100 cm', 'ru')).toBe('100 см');
    expect(localiseUnitsInText('150cm', 'ru')).toBe('150 см');
    expect(localiseUnitsInText('XL', 'ru')).toBe('XL');
    expect(localiseUnitsInText('100 cm', 'sv')).toBe('100 cm');
  });
});
