import type { FaqResponse, Language } from '@shop/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { translate } from '../../lib/translate.js';
import { withContentTables } from './content.table.js';

/** FAQ categories in display order, each with its questions in order; empty ones left out. */
export async function findFaq(db: Kysely<Database>, lang: Language): Promise<FaqResponse> {
  const content = withContentTables(db);
  const [categories, questions] = await Promise.all([
    content
      .selectFrom('faq_categories')
      .selectAll()
      .orderBy('sort_order')
      .orderBy('slug')
      .execute(),
    content.selectFrom('faq_questions').selectAll().orderBy('sort_order').orderBy('id').execute(),
  ]);
  return {
    categories: categories
      .map((category) => ({
        slug: category.slug,
        title: translate(category.title, lang),
        questions: questions
          .filter((question) => question.category === category.slug)
          .map((question) => ({
            id: question.id,
            question: translate(question.question, lang),
            answer: translate(question.answer, lang),
            isFeatured: question.is_featured,
          })),
      }))
      .filter((category) => category.questions.length > 0),
  };
}
