import type { WishlistToggleResponse } from '@shop/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { NotFoundError } from '../../lib/http-errors.js';
import { withCustomerTables } from '../customers/customers.table.js';

/** Catalogue §8: the message of an unknown product. */
const PRODUCT_NOT_FOUND = 'Product not found';

/**
 * Catalogue §4 Wishlist toggle: adds the model to the end of the customer's wishlist, or takes
 * it off when it is there, and answers the whole list after. One transaction with the customer's
 * row locked, so two toggles of one customer (two tabs, quick taps on several cards) apply one
 * after the other instead of each writing back the list it read. Only a model that exists and is
 * public can be added (404 otherwise); one that was hidden since can still be taken off.
 */
export async function toggleWishlistModel(
  db: Kysely<Database>,
  customerId: number,
  modelId: number,
): Promise<WishlistToggleResponse> {
  return withCustomerTables(db)
    .transaction()
    .execute(async (trx) => {
      const customer = await trx
        .selectFrom('customers')
        .select('wishlist_model_ids')
        .where('id', '=', customerId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const saved: number[] = customer.wishlist_model_ids;
      const added = !saved.includes(modelId);
      if (added) {
        const model = await trx
          .selectFrom('product_models')
          .select('is_public')
          .where('id', '=', modelId)
          .executeTakeFirst();
        if (!model?.is_public) throw new NotFoundError('PRODUCT_NOT_FOUND', PRODUCT_NOT_FOUND);
      }
      const next = added ? [...saved, modelId] : saved.filter((id) => id !== modelId);
      await trx
        .updateTable('customers')
        .set({ wishlist_model_ids: JSON.stringify(next) })
        .where('id', '=', customerId)
        .execute();
      return { added, wishlist_model_ids: next };
    });
}
