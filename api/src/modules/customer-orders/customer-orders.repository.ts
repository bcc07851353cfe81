import type {
  CustomerOrder,
  Language,
  PreferencesResponse,
  StaffCustomer,
} from '@shop/shared-contracts';
import { MAX_STAFF_CUSTOMER_RESULTS } from '@shop/shared-contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { type OrderRow, toOrderResponse } from '../checkout/orders.repository.js';
import { withCustomerOrderTables } from './customer-orders.table.js';

type Db = Kysely<Database>;

/** The account page lists at most this many of the newest orders. */
const MAX_LISTED_ORDERS = 100;

function selectCustomerOrders(db: Db, customerId: number) {
  return withCustomerOrderTables(db)
    .selectFrom('orders')
    .selectAll('orders')
    .where('customer_id', '=', customerId);
}

async function toCustomerOrder(
  db: Db,
  row: OrderRow & { return_status: CustomerOrder['returnStatus'] },
  lang: Language,
): Promise<CustomerOrder> {
  return { ...(await toOrderResponse(db, row, lang)), returnStatus: row.return_status };
}

/** The customer's orders, newest first, each in the view-order shape plus its return status. */
export async function findCustomerOrders(
  db: Db,
  customerId: number,
  lang: Language,
): Promise<CustomerOrder[]> {
  const rows = await selectCustomerOrders(db, customerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(MAX_LISTED_ORDERS)
    .execute();
  return Promise.all(rows.map((row) => toCustomerOrder(db, row, lang)));
}

/** The customer's order with that number, or undefined when it is not theirs (or unknown). */
export async function findCustomerOrder(
  db: Db,
  customerId: number,
  orderNumber: string,
  lang: Language,
): Promise<CustomerOrder | undefined> {
  const row = await selectCustomerOrders(db, customerId)
    .where('order_number', '=', orderNumber)
    .executeTakeFirst();
  return row ? toCustomerOrder(db, row, lang) : undefined;
}

export async function findPreferences(db: Db, customerId: number): Promise<PreferencesResponse> {
  const row = await withCustomerOrderTables(db)
    .selectFrom('customers')
    .select(['postcode', 'marketing_consent'])
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
  return { postcode: row.postcode, marketingConsent: row.marketing_consent };
}

/** Saves the fields given; an empty postcode removes the saved one. */
export async function updatePreferences(
  db: Db,
  customerId: number,
  changes: { postcode?: string; marketingConsent?: boolean },
): Promise<PreferencesResponse> {
  const set = {
    ...(changes.postcode === undefined ? {} : { postcode: changes.postcode || null }),
    ...(changes.marketingConsent === undefined
      ? {}
      : { marketing_consent: changes.marketingConsent }),
  };
  if (Object.keys(set).length > 0) {
    await withCustomerOrderTables(db)
      .updateTable('customers')
      .set(set)
      .where('id', '=', customerId)
      .execute();
  }
  return findPreferences(db, customerId);
}

/** Customers whose email contains `query` (already lower case), alphabetical by email. */
export async function searchCustomersByEmail(db: Db, query: string): Promise<StaffCustomer[]> {
  // The query is a literal substring: escape LIKE's wildcards.
  const pattern = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await withCustomerOrderTables(db)
    .selectFrom('customers')
    .select(['id', 'email', 'first_name', 'last_name', 'postcode', 'is_org_user'])
    .where(sql<boolean>`email like ${pattern} escape '\\'`)
    .orderBy('email')
    .limit(MAX_STAFF_CUSTOMER_RESULTS)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    postcode: row.postcode,
    isOrgUser: row.is_org_user,
  }));
}
