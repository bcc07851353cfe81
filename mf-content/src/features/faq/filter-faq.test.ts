import { describe, expect, it } from 'vitest';
import { featuredQuestions, filterFaq } from './filter-faq';

const question = (id: number, text: string, answer: string, isFeatured = false) => ({
  id,
  question: text,
  answer,
  isFeatured,
});
const categories = [
  {
    slug: 'delivery',
    title: 'Delivery',
    questions: [
      question(1, 'How fast is delivery?', '<p>1–3 <b>business</b> days</p>', true),
      question(2, 'Do you deliver abroad?', '<p>Yes</p>'),
    ],
  },
  {
    slug: 'returns',
    title: 'Returns',
    questions: [question(3, 'Return time?', '<p>100 days</p>')],
  },
];

describe('filterFaq', () => {
  it('keeps every question for an empty search', () => {
    expect(filterFaq(categories, '  ')).toEqual(categories);
  });

  it('matches every word in the question or the answer text, not its tags', () => {
    expect(filterFaq(categories, 'BUSINESS days').map((c) => c.questions.map((q) => q.id))).toEqual(
      [[1]],
    );
    expect(filterFaq(categories, 'b')).toHaveLength(1);
    expect(filterFaq(categories, 'days')).toHaveLength(2);
  });

  it('drops categories left without questions', () => {
    expect(filterFaq(categories, 'abroad').map((c) => c.slug)).toEqual(['delivery']);
    expect(filterFaq(categories, 'nothing like this')).toEqual([]);
  });
});

describe('featuredQuestions', () => {
  it('lists the most asked questions in order', () => {
    expect(featuredQuestions(categories).map((q) => q.id)).toEqual([1]);
  });
});
