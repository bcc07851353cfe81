import { describe, expect, it } from 'vitest';
import { testModel, testVariant } from '../../lib/product-fixture';
import { availabilityTable, webMark } from './availability-table';

const tahko = { slug: 'tahko', name: 'Tahko' };
const oulu = { slug: 'oulu', name: 'Oulu' };

describe('webMark', () => {
  it('checks unblocked web stock, circles a variant on order, else a minus', () => {
    expect(webMark(testVariant(1, 'red', 'm'))).toBe('in-stock');
    expect(webMark(testVariant(1, 'red', 'm', { isStockBlocked: true }))).toBe('out-of-stock');
    expect(webMark(testVariant(1, 'red', 'm', { webQuantity: 0, onOrder: true }))).toBe('on-order');
    expect(webMark(testVariant(1, 'red', 'm', { webQuantity: 0 }))).toBe('out-of-stock');
    // Stock that ships in a week is not on the web store's shelf.
    expect(webMark(testVariant(1, 'red', 'm', { shippingDays: 7, onOrder: true }))).toBe(
      'on-order',
    );
  });
});

describe('availabilityTable', () => {
  const model = testModel([
    testVariant(3, 'red', 'l', { inStockStores: [oulu] }),
    testVariant(1, 'red', 's', { inStockStores: [tahko] }),
    testVariant(2, 'red', 'm', { webQuantity: 0, inStockStores: [tahko, oulu] }),
    testVariant(4, 'blue', 's', { inStockStores: [] }),
  ]);
  // The fixture lists sizes as the variants name them; the page orders them S, M, L.
  const sized = {
    ...model,
    sizes: [
      { slug: 's', name: 'S' },
      { slug: 'm', name: 'M' },
      { slug: 'l', name: 'L' },
    ],
  };

  it('puts the Web column first, then the stores in the order the api lists them', () => {
    const table = availabilityTable(sized, 'red', 'regular');
    expect(table.columns).toEqual([
      { kind: 'web' },
      { kind: 'store', store: oulu },
      { kind: 'store', store: tahko },
    ]);
  });

  it('has a row per size of the colour, in size order, with a mark per column', () => {
    const table = availabilityTable(sized, 'red', 'regular');
    expect(table.rows.map((row) => row.sizeSlug)).toEqual(['s', 'm', 'l']);
    expect(table.rows.map((row) => row.marks)).toEqual([
      ['in-stock', 'out-of-stock', 'in-stock'],
      ['out-of-stock', 'in-stock', 'in-stock'],
      ['in-stock', 'in-stock', 'out-of-stock'],
    ]);
  });

  it("adds the supplier's stock as the last column when it holds any", () => {
    const withSupplier = {
      ...sized,
      variants: sized.variants.map((variant) =>
        variant.variantId === 2 ? { ...variant, inExternalStock: true } : variant,
      ),
    };
    const table = availabilityTable(withSupplier, 'red', 'regular');
    expect(table.columns.at(-1)).toEqual({ kind: 'external' });
    expect(table.rows.map((row) => row.marks.at(-1))).toEqual([
      'out-of-stock',
      'in-stock',
      'out-of-stock',
    ]);
  });

  it('shows only the chosen colour', () => {
    expect(availabilityTable(sized, 'blue', 'regular').rows.map((row) => row.variantId)).toEqual([
      4,
    ]);
  });
});
