import { describe, expect, it } from 'vitest';
import {
  sliceCategoryPageEventProducts,
  sliceCategoryProducts,
  sliceSearchProducts,
} from './tracked-products.js';

const products = Array.from({ length: 12 }, (_, index) => index + 1);

describe('analytics product slices (platform §9)', () => {
  it('reports the first 3 category products', () => {
    expect(sliceCategoryProducts(products)).toEqual([1, 2, 3]);
  });

  it('reports the first 5 search products', () => {
    expect(sliceSearchProducts(products)).toEqual([1, 2, 3, 4, 5]);
  });

  it('puts the first 10 products in the category-page event', () => {
    expect(sliceCategoryPageEventProducts(products)).toEqual(products.slice(0, 10));
  });

  it('keeps a shorter list whole', () => {
    expect(sliceSearchProducts([1, 2])).toEqual([1, 2]);
  });
});
