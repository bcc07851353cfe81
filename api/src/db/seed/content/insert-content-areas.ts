import type { Kysely } from 'kysely';
import { withContentTables } from '../../../modules/content/content.table.js';
import { sceneImageUrl } from '../../../modules/media/media-keys.js';
import type { Database } from '../../schema.js';
import { json, mapI18n } from '../text.js';
import { EXPERIENCES } from './experiences.js';
import { FAQ } from './faq.js';
import { html } from './html.js';

/** FAQ categories and questions (migration 0007 tables); answers become HTML paragraphs. */
export async function insertFaq(db: Kysely<Database>): Promise<void> {
  const content = withContentTables(db);
  await content
    .insertInto('faq_categories')
    .values(
      FAQ.map((category, order) => ({
        slug: category.slug,
        title: json(category.title),
        sort_order: order,
      })),
    )
    .execute();
  await content
    .insertInto('faq_questions')
    .values(
      FAQ.flatMap((category) =>
        category.questions.map((question, order) => ({
          category: category.slug,
          question: json(question.question),
          answer: json(mapI18n(question.answer, (text) => `<p>${text}</p>`)),
          is_featured: question.isFeatured ?? false,
          sort_order: order,
        })),
      ),
    )
    .execute();
}

/** Experience pages, each linked to its partner brand when that brand exists. */
export async function insertExperiences(db: Kysely<Database>): Promise<void> {
  const brands = await db.selectFrom('manufacturers').select(['id', 'slug']).execute();
  const brandId = new Map(brands.map((brand) => [brand.slug, brand.id]));
  await withContentTables(db)
    .insertInto('experiences')
    .values(
      EXPERIENCES.map((experience, order) => ({
        slug: experience.slug,
        title: json(experience.title),
        summary: json(experience.summary),
        content: json(html(...experience.sections)),
        location: json(experience.location),
        duration: json(experience.duration),
        season: json(experience.season),
        image: sceneImageUrl('banners', experience.theme, experience.colour, experience.slug),
        partner_manufacturer_id: brandId.get(experience.partner) ?? null,
        sort_order: order,
      })),
    )
    .execute();
}
