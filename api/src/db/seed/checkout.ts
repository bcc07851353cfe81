import type { Kysely } from 'kysely';
import { withPricingTables } from '../../modules/checkout-validation/pricing.table.js';
import type { Database } from '../schema.js';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Demo discount codes and gift cards (README lists them), valid for a year around the
 * reference date, plus one of each kind that a shopper sees refused.
 */
function codes(referenceDate: Date) {
  const start = new Date(referenceDate.getTime() - 30 * DAY);
  const end = new Date(referenceDate.getTime() + 365 * DAY);
  return {
    discountCodes: [
      { code: 'WELCOME10', percent: 10, amount: null, minimum_total: 0 },
      { code: 'WINTER20', percent: 20, amount: null, minimum_total: 10_000 },
      { code: 'SAVE15', percent: null, amount: 1_500, minimum_total: 7_500 },
      { code: 'ONCEONLY', percent: 50, amount: null, minimum_total: 0, max_uses: 1 },
    ]
      .map((row) => ({ max_uses: null, ...row, starts_at: start, ends_at: end }))
      .concat([
        {
          code: 'SUMMER2025',
          percent: 15,
          amount: null,
          minimum_total: 0,
          max_uses: null,
          starts_at: new Date(referenceDate.getTime() - 500 * DAY),
          ends_at: new Date(referenceDate.getTime() - 400 * DAY),
        },
      ]),
    giftCards: [
      { code: 'GIFT-CARD-5000', initial_value: 5_000, balance: 5_000 },
      { code: 'GIFT-CARD-20000', initial_value: 20_000, balance: 20_000 },
      { code: 'GIFT-CARD-SPENT', initial_value: 2_500, balance: 0 },
      // Small cards that pay part of an order, one per market a shopper tries it in.
      ...[1, 2, 3, 4].map((n) => ({
        code: `GIFT-CARD-2000-${n}`,
        initial_value: 2_000,
        balance: 2_000,
      })),
    ].map((row) => ({ ...row, expires_at: end })),
  };
}

/** Parcel pickup points in Finland for the pickup-point and parcel-locker methods. */
const PICKUP_POINTS = [
  ['pickup-point', 'K-Market Kamppi', 'Urho Kekkosen katu 1', '00100', 'Helsinki'],
  ['pickup-point', 'R-kioski Hakaniemi', 'Hämeentie 3', '00530', 'Helsinki'],
  ['pickup-point', 'S-Market Tesoma', 'Tesoman valtatie 26', '33310', 'Tampere'],
  ['pickup-point', 'Sale Kupittaa', 'Lemminkäisenkatu 12', '20520', 'Turku'],
  ['parcel-locker', 'Pakettiautomaatti Kamppi', 'Urho Kekkosen katu 1', '00100', 'Helsinki'],
  ['parcel-locker', 'Pakettiautomaatti Itis', 'Itäkatu 1', '00930', 'Helsinki'],
  ['parcel-locker', 'Pakettiautomaatti Ratina', 'Vuolteenkatu 1', '33100', 'Tampere'],
  ['parcel-locker', 'Pakettiautomaatti Oulu keskusta', 'Isokatu 23', '90100', 'Oulu'],
] as const;

/**
 * Gift-campaign codes with known values (README), one per campaign category, beside the
 * generated ones: a shopper or a browser test can redeem them on a fresh database.
 */
const DEMO_GIFT_CAMPAIGN_CODES = [
  { code: 'GIFT-DEMO-XMAS', category: 'christmas-gift' },
  { code: 'GIFT-DEMO-ANNIVERSARY', category: 'anniversary-gift' },
] as const;

async function insertDemoGiftCampaignCodes(db: Kysely<Database>, referenceDate: Date) {
  const categories = await db
    .selectFrom('gift_campaign_categories')
    .select(['id', 'slug'])
    .execute();
  const rows = DEMO_GIFT_CAMPAIGN_CODES.flatMap(({ code, category }) => {
    const id = categories.find((row) => row.slug === category)?.id;
    return id === undefined
      ? []
      : [
          {
            code,
            category_id: id,
            company_name: 'Demo Oy',
            expires_at: new Date(referenceDate.getTime() + 3 * 365 * DAY),
            redeemed_at: null,
          },
        ];
  });
  if (rows.length === 0) return;
  // The codes' table is older than migration 0010: a second run of its late seed keeps them.
  await db
    .insertInto('gift_campaign_codes')
    .values(rows)
    .onConflict((conflict) => conflict.column('code').doNothing())
    .execute();
}

/** Discount codes, gift cards and pickup points of the checkout (migration 0010). */
export async function insertCheckoutData(db: Kysely<Database>, referenceDate: Date) {
  const tables = withPricingTables(db);
  const { discountCodes, giftCards } = codes(referenceDate);
  await tables.insertInto('discount_codes').values(discountCodes).execute();
  await tables.insertInto('gift_cards').values(giftCards).execute();
  await insertDemoGiftCampaignCodes(db, referenceDate);
  await tables
    .insertInto('pickup_points')
    .values(
      PICKUP_POINTS.map(([method, name, address, postalCode, city], index) => ({
        id: `${method}-${index + 1}`,
        delivery_method_slug: method,
        country_code: 'fi',
        name,
        address,
        postal_code: postalCode,
        city,
        sort_order: index,
      })),
    )
    .execute();
}
