import type { Kysely } from 'kysely';
import { registerAccount } from '../../modules/account/activation.service.js';
import { sendWishlistReminder } from '../../modules/account/reminders.service.js';
import { hashPassword } from '../../modules/customers/customers.passwords.js';
import { withCustomerTables } from '../../modules/customers/customers.table.js';
import type { Database } from '../schema.js';
import { json } from './text.js';

/**
 * The password of the demo customers (listed in the README's "Demo accounts"), seeded only in
 * the embedded demo. Staff and admin accounts never get it (`cli staff set`, `ADMIN_PASSWORD`).
 */
export const DEMO_PASSWORD = 'Outdoor2026!';

/** One customer per kind of shopper of platform §1 and §6. */
export const DEMO_ACCOUNTS = [
  { email: 'asiakas@example.com', first_name: 'Aino', last_name: 'Asiakas', postcode: '00100' },
  {
    email: 'yritys@example.com',
    first_name: 'Olli',
    last_name: 'Organisaatio',
    postcode: '02150',
    is_org_user: true,
  },
] as const;

/**
 * A sign-up that has not been activated yet (password {@link DEMO_PASSWORD}): e2e opens
 * `/accounts/activate/{DEMO_ACTIVATION_TOKEN}/` to activate it, then logs in with it. Only the
 * hash of the token is stored, like every link secret.
 */
export const DEMO_INACTIVE_EMAIL = 'uusi@example.com';
export const DEMO_ACTIVATION_TOKEN = 'demo-activation-uusi-asiakas-2026';

/**
 * Writes the demo accounts. The customer gets a wishlist and review votes on the first
 * products, so the account pages have something to show. Password salts are random, so the
 * hashes differ from run to run; everything else is the same.
 */
export async function insertCustomers(db: Kysely<Database>): Promise<void> {
  const models = await db
    .selectFrom('product_models')
    .select('id')
    .where('is_public', '=', true)
    .where('is_gift_card', '=', false)
    .orderBy('id')
    .limit(3)
    .execute();
  const reviews = await db.selectFrom('reviews').select('id').orderBy('id').limit(2).execute();
  const hashes = await Promise.all(DEMO_ACCOUNTS.map(() => hashPassword(DEMO_PASSWORD)));
  const rows = DEMO_ACCOUNTS.map((account, index) => ({
    username: null,
    ...account,
    password_hash: hashes[index] ?? '',
    ...(index === 0 && {
      wishlist_model_ids: json(models.map((model) => model.id)),
      voted_reviews: json(reviews.map((review, at) => ({ id: review.id, vote: at === 0 }))),
    }),
  }));
  await withCustomerTables(db).insertInto('customers').values(rows).execute();
  await insertAccountFlowDemos(db);
}

/**
 * The account flows' demo data: the sign-up waiting for activation (its link valid for a year
 * from seeding) and a wishlist reminder to the customer, whose outbox message carries a signed
 * stop-reminders link.
 */
async function insertAccountFlowDemos(db: Kysely<Database>): Promise<void> {
  await registerAccount(db, {
    email: DEMO_INACTIVE_EMAIL,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    firstName: 'Usva',
    lastName: 'Uusi',
    postcode: '90100',
    language: 'fi',
    token: DEMO_ACTIVATION_TOKEN,
    expiresAt: new Date(Date.now() + 365 * 24 * 60 * 60 * 1000),
  });
  await sendWishlistReminder(db, 'asiakas@example.com', 'fi');
}
