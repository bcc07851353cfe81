import {
  BACK_IN_STOCK_WAITING_MAX,
  type Language,
  localisePath,
  productPath,
} from '@shop/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { NotFoundError, TooManyRequestsError } from '../../lib/http-errors.js';
import { WEB_STORE_ID } from '../../lib/web-store.js';
import { queueEmail } from '../account/outbox.js';
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
 * again. No email is sent here: `sendBackInStockNotifications` mails it when the variant can be
 * ordered again and sets `notified_at`.
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
  const address = email.toLowerCase();
  const waiting = await withAvailabilityNotificationTables(db)
    .selectFrom('availability_notifications')
    .select(['variant_id'])
    .where('email', '=', address)
    .where('notified_at', 'is', null)
    .limit(BACK_IN_STOCK_WAITING_MAX + 1)
    .execute();
  // The form takes any address: a stranger's can be signed up for a bounded number of mails
  // (contracts' BACK_IN_STOCK_WAITING_MAX), the same request again always changes nothing.
  if (
    waiting.length >= BACK_IN_STOCK_WAITING_MAX &&
    !waiting.some((row) => row.variant_id === variantId)
  ) {
    throw new TooManyRequestsError(
      'TOO_MANY_WAITING_REQUESTS',
      `This address already waits for ${BACK_IN_STOCK_WAITING_MAX} products.`,
    );
  }
  await withAvailabilityNotificationTables(db)
    .insertInto('availability_notifications')
    .values({ email: address, variant_id: variantId, language })
    // A pending request is kept as it was; one that was answered already waits again.
    .onConflict((conflict) =>
      conflict
        .columns(['email', 'variant_id'])
        .doUpdateSet((eb) => ({ notified_at: null, language: eb.ref('excluded.language') }))
        .where('availability_notifications.notified_at', 'is not', null),
    )
    .execute();
}

/** Requests answered in one sweep, so a large restock never holds one long transaction. */
const SWEEP_BATCH = 200;

/**
 * Mails the waiting requests whose variant can be ordered again (on order, or unblocked stock
 * in the web store) and marks them notified, in one transaction. Rows another sweep is
 * answering are skipped (`FOR UPDATE SKIP LOCKED`), so two api processes never mail twice.
 * Returns how many were mailed.
 */
export async function sendBackInStockNotifications(db: Kysely<Database>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const due = await withAvailabilityNotificationTables(trx)
      .selectFrom('availability_notifications as n')
      .innerJoin('variants as v', 'v.id', 'n.variant_id')
      .innerJoin('product_models as m', 'm.id', 'v.model_id')
      .innerJoin('manufacturers as b', 'b.id', 'm.manufacturer_id')
      .innerJoin('product_groups as g', 'g.id', 'm.main_group_id')
      .innerJoin('colors as c', 'c.id', 'v.color_id')
      .select([
        'n.id',
        'n.email',
        'n.language',
        'm.slug',
        'b.slug as brand_slug',
        'g.path as group_path',
        'c.slug as color_slug',
        'v.size_slug',
      ])
      .where('n.notified_at', 'is', null)
      .where('m.is_public', '=', true)
      .where((eb) =>
        eb.or([
          eb('v.on_order', '=', true),
          eb.exists(
            eb
              .selectFrom('stock as s')
              .select('s.variant_id')
              .whereRef('s.variant_id', '=', 'v.id')
              .where('s.store_id', '=', WEB_STORE_ID)
              .where('s.quantity', '>', 0)
              .where('s.blocked', '=', false),
          ),
        ]),
      )
      .orderBy('n.id')
      .limit(SWEEP_BATCH)
      .forUpdate('n')
      .skipLocked()
      .execute();
    for (const row of due) {
      const path = localisePath(
        productPath(row.brand_slug, row.group_path, row.slug),
        row.language,
      );
      const query = new URLSearchParams({ color: row.color_slug, size: row.size_slug });
      await queueEmail(trx, {
        to: row.email,
        kind: 'back-in-stock',
        language: row.language,
        link: `${path}?${query}`,
      });
    }
    if (due.length > 0) {
      await withAvailabilityNotificationTables(trx)
        .updateTable('availability_notifications')
        .set({ notified_at: new Date() })
        .where(
          'id',
          'in',
          due.map((row) => row.id),
        )
        .execute();
    }
    return due.length;
  });
}
