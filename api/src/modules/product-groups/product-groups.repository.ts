import type { Kysely } from 'kysely';
import type { Database, I18n, WizardRole } from '../../db/schema.js';

export interface ProductGroupRecord {
  readonly id: number;
  readonly parentId: number | null;
  readonly slug: string;
  readonly path: string;
  readonly showInMenu: boolean;
  readonly name: I18n;
  readonly shortName: I18n;
}

export interface ProductGroupLinkRecord {
  readonly groupId: number;
  readonly slug: string;
  readonly title: I18n;
  readonly image: string;
}

/** All groups in menu order (parents before their children is not guaranteed). */
export function listGroups(db: Kysely<Database>): Promise<ProductGroupRecord[]> {
  return db
    .selectFrom('product_groups')
    .select([
      'id',
      'parent_id as parentId',
      'slug',
      'path',
      'show_in_menu as showInMenu',
      'name',
      'short_name as shortName',
    ])
    .orderBy('sort_order')
    .orderBy('slug')
    .execute();
}

export function listGroupLinks(db: Kysely<Database>): Promise<ProductGroupLinkRecord[]> {
  return db
    .selectFrom('product_group_links')
    .select(['group_id as groupId', 'slug', 'title', 'image'])
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/** The groups that have a part in a wizard (migration 0008). */
export function listWizardRoles(
  db: Kysely<Database>,
): Promise<{ id: number; wizardRole: WizardRole }[]> {
  return db
    .selectFrom('product_groups')
    .select(['id', 'wizard_role as wizardRole'])
    .where('wizard_role', 'is not', null)
    .$narrowType<{ wizardRole: WizardRole }>()
    .execute();
}
