import { type Kysely, sql } from 'kysely';

/**
 * What the remotes used to guess from seed ids and slugs, as data: which gift card asks for a
 * recipient, the names of the blog categories, and the product groups the ski and shoe wizards
 * start from. The values of a catalogue seeded before this come with its late seed
 * (`db/prepare.ts`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Catalogue §5: a gift card sent by post asks for the recipient's name.
  await db.schema
    .alterTable('product_models')
    .addColumn('needs_recipient', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  // A group's part in a wizard: a sport's top-level group and its step groups, and the
  // footwear group the shoe wizard walks down from. One group per part.
  await db.schema
    .alterTable('product_groups')
    .addColumn('wizard_role', 'text', (c) =>
      c.unique().check(
        sql`wizard_role in ('alpine', 'alpine-skis', 'alpine-bindings', 'alpine-boots',
            'nordic', 'nordic-skis', 'nordic-bindings', 'nordic-boots', 'footwear')`,
      ),
    )
    .execute();

  // Names of the categories posts are filed under (`blog_posts.category`); the order stays the
  // blog_category_order setting's (platform §3).
  await db.schema
    .createTable('blog_categories')
    .addColumn('slug', 'text', (c) => c.primaryKey())
    .addColumn('name', 'jsonb', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('blog_categories').ifExists().execute();
  await db.schema.alterTable('product_groups').dropColumn('wizard_role').execute();
  await db.schema.alterTable('product_models').dropColumn('needs_recipient').execute();
}
