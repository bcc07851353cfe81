import type {
  ComplaintDetail,
  ComplaintStaffSummary,
  ComplaintSummary,
  Language,
} from '@shop/shared-contracts';
import { type Insertable, type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { withOrderTables } from '../checkout/orders.table.js';
import { type ComplaintsTable, withComplaintTables } from './complaints.table.js';

type Db = Kysely<Database>;

const ymd = (column: string) => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

/** An order row with what the complaint takes from its order (price, discount, date). */
export async function findCustomerOrderRows(db: Db, customerId: number, rowId?: number) {
  let query = withOrderTables(db)
    .selectFrom('order_lines as l')
    .innerJoin('orders as o', 'o.id', 'l.order_id')
    .select([
      'l.id',
      'l.name',
      'l.variant_text',
      'l.unit_price',
      'o.id as order_id',
      'o.customer_id',
      'o.order_number',
      'o.created_at',
      'o.currency_code',
      'o.lines_total',
      'o.discount_total',
    ])
    .orderBy('o.created_at', 'desc')
    .orderBy('l.sort_order');
  query =
    rowId === undefined
      ? query.where('o.customer_id', '=', customerId)
      : query.where('l.id', '=', rowId);
  return query.execute();
}

export type NewComplaint = Omit<Insertable<ComplaintsTable>, 'number'>;

/** Inserts a complaint and gives it its number (from its id) in the same transaction. */
export async function insertComplaint(
  trx: Db,
  complaint: NewComplaint,
  numberOf: (id: number) => string,
): Promise<{ id: number; number: string }> {
  const tables = withComplaintTables(trx);
  // A unique placeholder until the id is known.
  const placeholder = `pending-${crypto.randomUUID()}`;
  const { id } = await tables
    .insertInto('complaints')
    .values({ ...complaint, number: placeholder })
    .returning('id')
    .executeTakeFirstOrThrow();
  const number = numberOf(id);
  await tables.updateTable('complaints').set({ number }).where('id', '=', id).execute();
  return { id, number };
}

/** Attaches an unattached photo the uploader may use; false when the token names none. */
export async function attachPhoto(
  trx: Db,
  token: string,
  complaintId: number,
  customerId: number | null,
): Promise<boolean> {
  const result = await withComplaintTables(trx)
    .updateTable('complaint_photos')
    .set({ complaint_id: complaintId })
    .where('token', '=', token)
    .where('complaint_id', 'is', null)
    // A logged-in customer's upload is theirs alone; an anonymous upload anyone's with the token.
    .where((eb) =>
      customerId === null
        ? eb('uploader_customer_id', 'is', null)
        : eb.or([
            eb('uploader_customer_id', 'is', null),
            eb('uploader_customer_id', '=', customerId),
          ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertPhoto(
  db: Db,
  photo: {
    token: string;
    contentType: string;
    byteSize: number;
    storagePath: string;
    uploaderCustomerId: number | null;
  },
) {
  await withComplaintTables(db)
    .insertInto('complaint_photos')
    .values({
      token: photo.token,
      content_type: photo.contentType,
      byte_size: photo.byteSize,
      storage_path: photo.storagePath,
      uploader_customer_id: photo.uploaderCustomerId,
    })
    .execute();
}

const summaryColumns = ['id', 'number', 'status', 'manufacturer', 'model', 'created_at'] as const;

function toSummary(row: {
  id: number;
  number: string;
  status: ComplaintSummary['status'];
  manufacturer: string;
  model: string;
  created_at: Date;
}): ComplaintSummary {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    manufacturer: row.manufacturer,
    model: row.model,
    createdAt: row.created_at.toISOString(),
  };
}

/** A list shows at most this many of the newest complaints. */
const MAX_LISTED_COMPLAINTS = 500;

/** Complaints newest first: one customer's, or everyone's when `customerId` is undefined. */
function selectNewestComplaints(db: Db, customerId: number | undefined) {
  const query = withComplaintTables(db)
    .selectFrom('complaints')
    .orderBy('id', 'desc')
    .limit(MAX_LISTED_COMPLAINTS);
  return customerId === undefined ? query : query.where('customer_id', '=', customerId);
}

/** The customer's own complaints, newest first. */
export async function listComplaints(db: Db, customerId: number): Promise<ComplaintSummary[]> {
  const rows = await selectNewestComplaints(db, customerId).select(summaryColumns).execute();
  return rows.map(toSummary);
}

/** Staff: everyone's complaints newest first, or one customer's, each with who filed it. */
export async function listStaffComplaints(
  db: Db,
  customerId?: number,
): Promise<ComplaintStaffSummary[]> {
  const rows = await selectNewestComplaints(db, customerId)
    .select([...summaryColumns, 'customer_id', 'customer_name', 'email'])
    .execute();
  return rows.map((row) => ({
    ...toSummary(row),
    customerId: row.customer_id,
    customerName: row.customer_name,
    email: row.email,
  }));
}

/** One complaint with its photos' paths, or undefined. */
export async function findComplaint(db: Db, id: number): Promise<ComplaintDetail | undefined> {
  const tables = withComplaintTables(db);
  const row = await tables
    .selectFrom('complaints')
    .selectAll()
    .select([ymd('time_of_purchase').as('purchased'), ymd('order_date').as('ordered')])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const photos = await tables
    .selectFrom('complaint_photos')
    .select(['id', 'content_type'])
    .where('complaint_id', '=', id)
    .orderBy('id')
    .execute();
  return {
    ...toSummary(row),
    customerId: row.customer_id,
    customerName: row.customer_name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    postNumber: row.post_number,
    city: row.city,
    salesChannel: row.sales_channel,
    store: row.store_id,
    targetStore: row.target_store_id,
    orderNumber: row.order_number,
    receipt: row.receipt,
    timeOfPurchase: row.purchased,
    priceCents: row.price_cents,
    used: row.used,
    color: row.color,
    size: row.size,
    noSize: row.no_size,
    complaint: row.complaint,
    rowId: row.row_id,
    orderDate: row.ordered ?? '',
    unitDiscountCents: row.unit_discount_cents,
    calculatedDiscount: row.calculated_discount,
    language: row.language as Language,
    photos: photos.map((photo) => ({
      id: photo.id,
      contentType: photo.content_type,
      url: `/api/complaints/${id}/photos/${photo.id}`,
    })),
  };
}

/**
 * Up to `limit` photos never attached to a complaint and uploaded before `uploadedBefore`,
 * locked for deleting. Rows another sweep holds, or a complaint being filed is attaching, are
 * skipped (`FOR UPDATE SKIP LOCKED`); call inside a transaction.
 */
export function lockUnattachedPhotos(trx: Db, uploadedBefore: Date, limit: number) {
  return withComplaintTables(trx)
    .selectFrom('complaint_photos')
    .select(['id', 'storage_path'])
    .where('complaint_id', 'is', null)
    .where('created_at', '<', uploadedBefore)
    .orderBy('id')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();
}

export async function deletePhotoRows(trx: Db, ids: readonly number[]) {
  if (ids.length === 0) return;
  await withComplaintTables(trx).deleteFrom('complaint_photos').where('id', 'in', ids).execute();
}

/** A photo of a complaint with who may see it (the complainant). */
export function findComplaintPhoto(db: Db, complaintId: number, photoId: number) {
  return withComplaintTables(db)
    .selectFrom('complaint_photos as p')
    .innerJoin('complaints as c', 'c.id', 'p.complaint_id')
    .select(['p.content_type', 'p.storage_path', 'p.byte_size', 'c.customer_id'])
    .where('p.id', '=', photoId)
    .where('p.complaint_id', '=', complaintId)
    .executeTakeFirst();
}
