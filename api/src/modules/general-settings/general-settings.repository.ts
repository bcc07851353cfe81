import type { GeneralSetting } from '@shop/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Every setting by key, values as stored. */
export function listGeneralSettings(db: Kysely<Database>): Promise<GeneralSetting[]> {
  return db.selectFrom('general_settings').select(['key', 'value']).orderBy('key').execute();
}
