import { describe, expect, it } from 'vitest';
import type { I18n } from '../../db/schema.js';
import {
  cheapestPrice,
  compatibleFirst,
  toWizardVariants,
  type WizardVariantRow,
} from './compatibility.rules.js';

const colour = (en: string): I18n => ({ fi: en, sv: en, en, de: en, fr: en, ru: en });

const row = (
  id: number,
  size: string,
  overrides: Partial<WizardVariantRow> = {},
): WizardVariantRow => ({
  id,
  color_name: colour('Blue'),
  size,
  size_sort: id,
  type: 'Regular',
  type_slug: 'regular',
  on_order: false,
  shipping_days: 2,
  regular: 30_000,
  active: 30_000,
  quantity: 3,
  blocked: false,
  ...overrides,
});

describe('wizard variants (platform §3 Ski wizard)', () => {
  it('orders by size and labels only what tells the variants apart', () => {
    const variants = toWizardVariants([row(2, '177 cm'), row(1, '170 cm')], 'en');
    expect(variants.map((variant) => variant.label)).toEqual(['170 cm', '177 cm']);
    const mixed = toWizardVariants(
      [
        row(1, '170 cm', { type: 'Flat', type_slug: 'flat' }),
        row(2, '170 cm', {
          color_name: colour('Red'),
          type: 'With bindings',
          type_slug: 'with-bindings',
        }),
      ],
      'en',
    );
    expect(mixed.map((variant) => variant.label)).toEqual([
      'Blue, 170 cm, Flat',
      'Red, 170 cm, With bindings',
    ]);
  });

  it('tells which can be ordered now (catalogue §4) and keeps the tax area’s prices', () => {
    const [inStock, sold, onOrder, blocked] = toWizardVariants(
      [
        row(1, '40', { active: 25_000 }),
        row(2, '41', { quantity: 0 }),
        row(3, '42', { quantity: null, on_order: true }),
        row(4, '43', { blocked: true }),
      ],
      'en',
    );
    expect(inStock).toMatchObject({
      isOrderable: true,
      price: { active: 25_000, regular: 30_000 },
    });
    expect(sold?.isOrderable).toBe(false);
    expect(onOrder?.isOrderable).toBe(true);
    expect(blocked?.isOrderable).toBe(false);
  });

  it('shows a product at its cheapest variant, saying when the variants differ', () => {
    const variants = toWizardVariants([row(1, '40'), row(2, '41', { active: 27_000 })], 'en');
    expect(cheapestPrice(variants)).toEqual({
      price: { active: 27_000, regular: 30_000 },
      hasPriceRange: true,
    });
    expect(cheapestPrice([])).toBeNull();
  });

  it('puts the products going with every choice first, otherwise keeping their order', () => {
    const items = [
      { id: 1, conflicts: ['bindings'] },
      { id: 2, conflicts: [] },
      { id: 3, conflicts: [] },
      { id: 4, conflicts: ['skis'] },
    ];
    expect(compatibleFirst(items).map((item) => item.id)).toEqual([2, 3, 1, 4]);
  });
});
