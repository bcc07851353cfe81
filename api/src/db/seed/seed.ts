import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';
import { insertCheckoutData } from './checkout.js';
import { insertContent } from './content/insert-content.js';
import { insertCustomers } from './customers.js';
import { insertGroups } from './groups.js';
import { resetIdentity } from './insert.js';
import { insertOrders } from './orders.js';
import { createRandom } from './prng.js';
import { settleOfferEnds } from './product-offer-ends.js';
import { derivePrices } from './product-prices.js';
import { insertProducts } from './products.js';
import { insertReference } from './reference.js';

/** Options of a seed run; the same options always give the same data. */
export interface SeedOptions {
  /** Number of regular product models (gift cards come on top). */
  products: number;
  seed?: number;
  /** "Today" of the generated data: publish dates, offer ends and reviews lie around it. */
  referenceDate?: Date;
  /**
   * The demo customers and their orders (README "Demo accounts"); true unless told otherwise.
   * A deployment's first start leaves them out (`AppConfig.demoAccounts`).
   */
  demoAccounts?: boolean;
}

/** Seed used when none is given. */
export const DEFAULT_SEED = 20_240_601;
/** Fixed "today" so that the default data never changes from run to run. */
export const DEFAULT_REFERENCE_DATE = new Date('2026-11-01T00:00:00Z');

const TABLES_WITH_IDS = [
  'product_groups',
  'product_group_links',
  'manufacturers',
  'colors',
  'property_types',
  'properties',
  'stores',
  'tax_areas',
  'size_tables',
  'product_models',
  'product_images',
  'variants',
  'reviews',
  'bundle_offers',
  'blog_posts',
  'static_pages',
  'static_page_tabs',
  'banners',
  'keyword_popups',
  'campaigns',
  'gift_campaign_categories',
  'delivery_methods',
];

/**
 * Fills an empty, migrated database with a deterministic catalogue: reference data, the
 * product-group tree, `products` models with variants, stock and prices in every tax area,
 * reviews, bundles, the shop's content, and unless left out the demo customers and their
 * orders. Staff and admin accounts are never seeded (`ensureAdminAccount`, `cli staff set`).
 * Runs in one transaction.
 */
/** Midnight UTC of the given day. */
function startOfDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

export async function seedDatabase(db: Kysely<Database>, options: SeedOptions): Promise<void> {
  const random = createRandom(options.seed ?? DEFAULT_SEED);
  const referenceDate = options.referenceDate ?? DEFAULT_REFERENCE_DATE;
  await db.transaction().execute(async (trx) => {
    const reference = await insertReference(trx);
    const tree = await insertGroups(trx);
    await insertProducts(trx, random.fork('products'), reference, tree, {
      count: options.products,
      referenceDate,
    });
    await derivePrices(trx);
    // Offers end counted from the day the shop is prepared, so a fresh shop has some ending
    // within the window its pages note (the rest of the data keeps the fixed reference date).
    await settleOfferEnds(trx, startOfDay(new Date()));
    await insertContent(trx, random.fork('content'), referenceDate);
    await insertCheckoutData(trx, referenceDate);
    if (options.demoAccounts ?? true) {
      await insertCustomers(trx);
      await insertOrders(trx, random.fork('orders'), referenceDate);
    }
    await resetIdentity(trx, TABLES_WITH_IDS);
  });
}
