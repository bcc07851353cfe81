import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { withContentTables } from '../content/content.table.js';

// What a page path names, one cheap lookup per kind of page (see `site.page-status.ts`).

type Db = Kysely<Database>;

async function isFound(row: Promise<unknown>): Promise<boolean> {
  return (await row) !== undefined;
}

export function hasStaticPage(db: Db, slug: string) {
  return isFound(
    db.selectFrom('static_pages').select('id').where('slug', '=', slug).executeTakeFirst(),
  );
}

export function hasProductGroup(db: Db, path: string) {
  return isFound(
    db.selectFrom('product_groups').select('id').where('path', '=', path).executeTakeFirst(),
  );
}

export function hasCampaign(db: Db, slug: string) {
  return isFound(
    db.selectFrom('campaigns').select('id').where('slug', '=', slug).executeTakeFirst(),
  );
}

export function hasGiftCampaignCategory(db: Db, slug: string) {
  return isFound(
    db
      .selectFrom('gift_campaign_categories')
      .select('id')
      .where('slug', '=', slug)
      .executeTakeFirst(),
  );
}

export function hasBlogPost(db: Db, slug: string) {
  return isFound(
    db.selectFrom('blog_posts').select('id').where('slug', '=', slug).executeTakeFirst(),
  );
}

export function hasBlogger(db: Db, slug: string) {
  return isFound(
    db.selectFrom('bloggers').select('slug').where('slug', '=', slug).executeTakeFirst(),
  );
}

export function hasExperience(db: Db, slug: string) {
  return isFound(
    withContentTables(db)
      .selectFrom('experiences')
      .select('id')
      .where('slug', '=', slug)
      .executeTakeFirst(),
  );
}

/** A product model's visibility by slug; undefined when no model has the slug. */
export function findProductVisibility(db: Db, slug: string) {
  return db
    .selectFrom('product_models')
    .select('is_public as isPublic')
    .where('slug', '=', slug)
    .executeTakeFirst();
}
