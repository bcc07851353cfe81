import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';
import { insertBlogCategories } from './content/insert-content.js';
import { WIZARD_ROLES } from './groups.js';
import { GIFT_CARDS } from './product-specials.js';

/**
 * The data of migration 0008 for a catalogue seeded before it: what a fresh seed writes with
 * its rows (the gift card asking for a recipient, blog category names, wizard groups).
 */
export async function addUiData(db: Kysely<Database>): Promise<void> {
  const recipientCards = GIFT_CARDS.filter((card) => card.needsRecipient).map((card) => card.id);
  await db
    .updateTable('product_models')
    .set({ needs_recipient: true })
    .where('id', 'in', recipientCards)
    .where('is_gift_card', '=', true)
    .execute();
  await insertBlogCategories(db);
  for (const [path, role] of Object.entries(WIZARD_ROLES)) {
    await db
      .updateTable('product_groups')
      .set({ wizard_role: role })
      .where('path', '=', path)
      .execute();
  }
}
