import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { deletePhotoRows, lockUnattachedPhotos } from './complaints.repository.js';

/**
 * A photo no complaint has attached this long after its upload: deleted. The form sends its
 * photos and then the complaint within minutes; two hours leave a slow shopper room while
 * keeping what an abandoned (or abusive) upload holds on disk short.
 */
export const UNATTACHED_PHOTO_TTL_MS = 2 * 60 * 60 * 1000;
/** Photos deleted per transaction, so a large backlog never holds one long transaction. */
const SWEEP_BATCH = 100;

/**
 * Deletes the photos uploaded more than `UNATTACHED_PHOTO_TTL_MS` before `now` and never
 * attached to a complaint: the row, then its file under the data directory (already gone is
 * fine). Batch after batch until none is left; returns how many were deleted.
 */
export async function deleteUnattachedPhotos(
  db: Kysely<Database>,
  dataDir: string,
  now = new Date(),
): Promise<number> {
  const uploadedBefore = new Date(now.getTime() - UNATTACHED_PHOTO_TTL_MS);
  let deleted = 0;
  for (;;) {
    const batch = await db.transaction().execute(async (trx) => {
      const photos = await lockUnattachedPhotos(trx, uploadedBefore, SWEEP_BATCH);
      await deletePhotoRows(
        trx,
        photos.map((photo) => photo.id),
      );
      return photos;
    });
    // Files go only once the rows are gone for good: a rolled-back delete keeps its file.
    await Promise.all(
      batch.map((photo) => rm(path.join(dataDir, photo.storage_path), { force: true })),
    );
    deleted += batch.length;
    if (batch.length < SWEEP_BATCH) return deleted;
  }
}
