import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';

const DAY = 86_400_000;
/** Midnight in Helsinki (UTC+2 in winter), when the shop's offers end. */
const HELSINKI_MIDNIGHT = 22 * 3_600_000;
/**
 * Days after the day the shop is prepared that offers end: three inside the 30-day window in which the
 * page notes the end (catalogue §4 Price ending, general setting price_ending_max_days), one
 * after it.
 */
const OFFER_END_DAYS = [3, 12, 26, 60];

/**
 * Gives the first campaign-priced public models without an offer end one, so that a catalogue
 * of any size has offers ending soon and later (the generator's random ends may all fall
 * outside the window). Reads no random numbers: the rest of the data stays as it was.
 */
export async function settleOfferEnds(db: Kysely<Database>, fromDay: Date): Promise<void> {
  const models = await db
    .selectFrom('product_models as m')
    .select('m.id')
    .where('m.is_public', '=', true)
    .where('m.is_gift_card', '=', false)
    .where('m.price_ending', 'is', null)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('variants as v')
          .innerJoin('prices as p', 'p.variant_id', 'v.id')
          .select('v.id')
          .whereRef('v.model_id', '=', 'm.id')
          .where('p.tax_area_id', '=', 1)
          .where('p.discount_value', 'is not', null),
      ),
    )
    .orderBy('m.id')
    .limit(OFFER_END_DAYS.length)
    .execute();
  for (const [index, model] of models.entries()) {
    const days = OFFER_END_DAYS[index] ?? 0;
    await db
      .updateTable('product_models')
      .set({ price_ending: new Date(fromDay.getTime() + days * DAY + HELSINKI_MIDNIGHT) })
      .where('id', '=', model.id)
      .execute();
  }
}
