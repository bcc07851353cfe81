import type { FaqResponse } from '@shop/shared-contracts';

type FaqCategory = FaqResponse['categories'][number];

/** Text of HTML for searching: tags dropped, entities left as they are. */
function plainText(html: string): string {
  return html.replace(/<[^>]*>/g, ' ');
}

/**
 * The categories with only the questions whose question or answer contains every word of the
 * search (case-insensitive); categories left empty are dropped. An empty search keeps all.
 */
export function filterFaq(categories: readonly FaqCategory[], search: string): FaqCategory[] {
  const words = search.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...categories];
  return categories
    .map((category) => ({
      ...category,
      questions: category.questions.filter((question) => {
        const text = `${question.question} ${plainText(question.answer)}`.toLocaleLowerCase();
        return words.every((word) => text.includes(word));
      }),
    }))
    .filter((category) => category.questions.length > 0);
}

/** The questions marked as most asked, across categories in order. */
export function featuredQuestions(categories: readonly FaqCategory[]) {
  return categories.flatMap((category) =>
    category.questions.filter((question) => question.isFeatured),
  );
}
