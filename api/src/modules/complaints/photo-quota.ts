import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ServiceUnavailableError } from '../../lib/http-errors.js';
import type { Limits } from '../../limits.js';
import { admitAttempt, attemptKey } from '../attempts/attempts.service.js';
import type { CustomerRow } from '../customers/customers.repository.js';
import { withComplaintTables } from './complaints.table.js';

const HOUR_MS = 60 * 60_000;
/** A logged-in customer may upload this many times a guest's photos an hour. */
const CUSTOMER_FACTOR = 3;

/**
 * Admits one complaint photo upload, or refuses it before anything is written: past the
 * uploader's photos an hour (a guest's counted by address, a customer's by account, in the
 * database so it holds across processes) a 429 with Retry-After; once the photos waiting for
 * their complaint hold `unattachedPhotoMiBMax` all told, a 503 until the sweep has made room.
 * The per-file limit (10 MiB) makes the count a bound on bytes as well.
 */
export async function admitPhotoUpload(
  db: Kysely<Database>,
  { uploader, address }: { readonly uploader: CustomerRow | null; readonly address: string },
  limits: Pick<Limits, 'photoUploadsPerHour' | 'unattachedPhotoMiBMax'>,
): Promise<void> {
  const waiting = await withComplaintTables(db)
    .selectFrom('complaint_photos')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('byte_size'), eb.val('0')).as('bytes'))
    .where('complaint_id', 'is', null)
    .executeTakeFirstOrThrow();
  if (Number(waiting.bytes) >= limits.unattachedPhotoMiBMax * 1024 * 1024) {
    throw new ServiceUnavailableError(
      'SERVER_BUSY',
      'Photo uploads are paused for a while; send the complaint without photos or try later.',
    );
  }
  const key = uploader
    ? attemptKey('photo-upload', 'customer', String(uploader.id))
    : attemptKey('photo-upload', 'address', address);
  const max = uploader ? limits.photoUploadsPerHour * CUSTOMER_FACTOR : limits.photoUploadsPerHour;
  await admitAttempt(db, key, { max, windowMs: HOUR_MS }, 'photo uploads');
}
