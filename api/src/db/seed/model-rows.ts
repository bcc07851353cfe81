import type { Insertable } from 'kysely';
import type { Database } from '../schema.js';

type Row<T extends keyof Database> = Insertable<Database[T]>;

/** Rows of a chunk of models, in the order they must be inserted (foreign keys). */
export interface ModelRows {
  product_models: Row<'product_models'>[];
  product_model_groups: Row<'product_model_groups'>[];
  model_properties: Row<'model_properties'>[];
  product_images: Row<'product_images'>[];
  variants: Row<'variants'>[];
  stock: Row<'stock'>[];
  prices: Row<'prices'>[];
  reviews: Row<'reviews'>[];
}

/** Insert order of the tables in `ModelRows`. */
export const MODEL_TABLES = [
  'product_models',
  'product_model_groups',
  'model_properties',
  'product_images',
  'variants',
  'stock',
  'prices',
  'reviews',
] as const satisfies readonly (keyof ModelRows)[];

/** An empty chunk. */
export function emptyRows(): ModelRows {
  return {
    product_models: [],
    product_model_groups: [],
    model_properties: [],
    product_images: [],
    variants: [],
    stock: [],
    prices: [],
    reviews: [],
  };
}
