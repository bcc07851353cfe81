import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  applySalesChannel,
  type ComplaintCreated,
  type ComplaintFields,
  type ComplaintOrdersResponse,
  type ComplaintPhotoUploaded,
  detectPhotoType,
  priceToCents,
} from '@shop/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { FieldValidationError, ForbiddenError, NotFoundError } from '../../lib/http-errors.js';
import { queueEmail } from '../account/outbox.js';
import type { CustomerRow } from '../customers/customers.repository.js';
import {
  attachPhoto,
  findComplaint,
  findComplaintPhoto,
  findCustomerOrderRows,
  insertComplaint,
  insertPhoto,
} from './complaints.repository.js';
import { complaintNumber, rowUnitDiscount } from './complaints.rules.js';

type Db = Kysely<Database>;

/** Photos live here, under the data directory and never under the web root. */
const PHOTO_FOLDER = 'complaint-photos';
const EXTENSIONS = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;

export const COMPLAINT_NOT_FOUND = 'Complaint could not be found.';

const toDate = (date: Date) => date.toISOString().slice(0, 10);

/** The logged-in customer's orders and rows, each row with its unit price and discount share. */
export async function listComplaintOrders(
  db: Db,
  customerId: number,
): Promise<ComplaintOrdersResponse> {
  const orders = new Map<number, ComplaintOrdersResponse['orders'][number]>();
  for (const row of await findCustomerOrderRows(db, customerId)) {
    let order = orders.get(row.order_id);
    if (!order) {
      order = {
        id: row.order_id,
        orderNumber: row.order_number,
        orderDate: toDate(row.created_at),
        currencyCode: row.currency_code,
        rows: [],
      };
      orders.set(row.order_id, order);
    }
    order.rows.push({
      id: row.id,
      name: row.name,
      variantText: row.variant_text,
      unitPriceCents: row.unit_price,
      unitDiscountCents: rowUnitDiscount(row.unit_price, row.lines_total, row.discount_total),
    });
  }
  return { orders: [...orders.values()] };
}

/** Checks a photo's bytes, stores them under the data directory and records an upload token. */
export async function storePhoto(
  db: Db,
  dataDir: string,
  bytes: Buffer,
  uploader: CustomerRow | null,
): Promise<ComplaintPhotoUploaded> {
  const contentType = detectPhotoType(bytes);
  // The bytes decide, not the name or the header: a text file renamed .jpg is refused.
  if (!contentType) {
    throw new FieldValidationError([
      { field: 'photo', message: 'is not a JPEG, PNG or WebP image' },
    ]);
  }
  const token = randomBytes(24).toString('base64url');
  const storagePath = path.posix.join(PHOTO_FOLDER, `${token}.${EXTENSIONS[contentType]}`);
  await mkdir(path.join(dataDir, PHOTO_FOLDER), { recursive: true });
  await writeFile(path.join(dataDir, storagePath), bytes, { flag: 'wx' });
  try {
    await insertPhoto(db, {
      token,
      contentType,
      byteSize: bytes.length,
      storagePath,
      uploaderCustomerId: uploader?.id ?? null,
    });
  } catch (error) {
    await rm(path.join(dataDir, storagePath), { force: true });
    throw error;
  }
  return { token, contentType, size: bytes.length };
}

/**
 * Files a complaint: the rules of platform §3 applied, a prefilled row checked to be the
 * customer's, the photos attached and the confirmation email queued, all in one transaction
 * (an unknown photo or a failed email leaves nothing behind).
 */
export async function fileComplaint(
  db: Db,
  fields: ComplaintFields,
  customer: CustomerRow | null,
): Promise<ComplaintCreated> {
  let { salesChannel, timeOfPurchase, orderDate } = fields;
  let orderNumber = fields.orderNumber;
  let priceCents = priceToCents(fields.price) ?? 0;
  let unitDiscountCents = priceToCents(fields.unitDiscount) ?? 0;
  let calculatedDiscount = fields.calculatedDiscount;
  if (fields.rowId !== null) {
    const [row] = await findCustomerOrderRows(db, customer?.id ?? 0, fields.rowId);
    // One answer for a row that does not exist and one of someone else's: the answer must not
    // tell which rows other customers have.
    if (!row || customer === null || row.customer_id !== customer.id) {
      throw new NotFoundError('ORDER_NOT_FOUND', 'The order row is not one of your orders.');
    }
    // Price, discount and date come from the order, never from the form; it was a web order.
    salesChannel = 'S';
    orderNumber = row.order_number;
    priceCents = row.unit_price;
    unitDiscountCents = rowUnitDiscount(row.unit_price, row.lines_total, row.discount_total);
    calculatedDiscount = true;
    orderDate = toDate(row.created_at);
    timeOfPurchase = orderDate;
  }
  const channel = applySalesChannel({ salesChannel, store: fields.store, orderNumber });
  return db.transaction().execute(async (trx) => {
    const created = await insertComplaint(
      trx,
      {
        customer_id: customer?.id ?? null,
        customer_name: fields.customerName,
        email: fields.email,
        phone: fields.phone,
        address: fields.address,
        post_number: fields.postNumber,
        city: fields.city,
        sales_channel: salesChannel,
        store_id: channel.store,
        target_store_id: fields.targetStore,
        order_number: channel.orderNumber,
        receipt: fields.receipt,
        time_of_purchase: timeOfPurchase,
        price_cents: priceCents,
        used: fields.used,
        manufacturer: fields.manufacturer,
        model: fields.model,
        color: fields.color,
        size: fields.noSize ? '' : fields.size,
        no_size: fields.noSize,
        complaint: fields.complaint,
        row_id: fields.rowId,
        order_date: orderDate === '' ? null : orderDate,
        unit_discount_cents: unitDiscountCents,
        calculated_discount: calculatedDiscount,
        language: fields.lang,
      },
      complaintNumber,
    );
    for (const [index, token] of fields.photos.entries()) {
      if (!(await attachPhoto(trx, token, created.id, customer?.id ?? null))) {
        throw new FieldValidationError([
          { field: `photos.${index}`, message: 'is not an uploaded photo of yours' },
        ]);
      }
    }
    await queueEmail(trx, {
      to: fields.email,
      kind: 'complaint-received',
      language: fields.lang,
      id: created.number,
    });
    return created;
  });
}

/** One complaint for staff; 404 with catalogue §8's message when there is none. */
export async function getComplaint(db: Db, id: number) {
  const complaint = await findComplaint(db, id);
  if (!complaint) throw new NotFoundError('COMPLAINT_NOT_FOUND', COMPLAINT_NOT_FOUND);
  return complaint;
}

/** A photo's bytes, for the complainant and staff only. */
export async function readComplaintPhoto(
  db: Db,
  dataDir: string,
  ids: { complaintId: number; photoId: number },
  viewer: CustomerRow,
) {
  const photo = await findComplaintPhoto(db, ids.complaintId, ids.photoId);
  if (!photo) throw new NotFoundError('IMAGE_NOT_FOUND', 'The photo could not be found.');
  if (!viewer.is_staff && photo.customer_id !== viewer.id) {
    throw new ForbiddenError('FORBIDDEN', 'Only the complainant and staff see the photos.');
  }
  const bytes = await readFile(path.join(dataDir, photo.storage_path));
  return { contentType: photo.content_type, bytes };
}
