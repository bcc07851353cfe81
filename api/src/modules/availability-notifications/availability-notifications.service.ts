import type { Language } from '@shop/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { NotFoundError } from '../../lib/http-errors.js';
import { withAvailabilityNotificationTables } from './availability-notifications.table.js';

/** Catalogue §8: the message of an unknown product. */
const PRODUCT_NOT_FOUND = 'Product not found';

/** A back-in-stock request as the schema leaves it: the email trimmed, the language known. */
export interface AvailabilityNotification {
  readonly email: string;
  readonly variantId: number;
  readonly language: Language;
}

/**
 * Catalogue §4 Back-in-stock notifier: keeps the address's request to hear about the variant.
 * 404 when the variant does not exist or its model is not public. The same address and
 * variant again keeps the first request and still succeeds, so a double click or a second visit
 * is harmless and the answer says nothing about earlier requests; only a request whose email
 * went out already is made to wait again (in the new language), since the variant sold out
 * again. No email is sent here: sending when the stock returns is a later job, which is to set
 * `notified_at`.
 */
export async function requestAvailabilityNotification(
  db: Kysely<Database>,
  { email, variantId, language }: AvailabilityNotification,
): Promise<void> {
  const variant = await db
    .selectFrom('variants as v')
    .innerJoin('product_models as m', 'm.id', 'v.model_id')
    .select('m.is_public')
    .where('v.id', '=', variantId)
    .executeTakeFirst();
  if (!variant?.is_public) throw new NotFoundError('PRODUCT_NOT_FOUND', PRODUCT_NOT_FOUND);
  await withAvailabilityNotificationTables(db)
    .insertInto('availability_notifications')
    .values({ email: email.toLowerCase(), variant_id: variantId, language })
    // A pending request is kept as it was; one that was answered already waits again.
    .onConflict((conflict) =>
      conflict
        .columns(['email', 'variant_id'])
        .doUpdateSet((eb) => ({ notified_at: null, language: eb.ref('excluded.language') }))
        .where('availability_notifications.notified_at', 'is not', null),
    )
    .execute();
}
