import type { Insertable } from 'kysely';
import type { ReviewTable } from '../schema.js';
import type { Kind } from './data/group-types.js';
import { REVIEW_COMMENTS, REVIEW_LANGUAGES, REVIEWER_NAMES } from './data/reviews.js';
import type { Random } from './prng.js';

type ReviewRow = Insertable<ReviewTable> & { id: number; rating: number };

const FITTED: readonly Kind[] = [
  'jacket',
  'pants',
  'base-layer',
  'fleece',
  'overall',
  'shirt',
  'glove',
  'ski-boot',
  'xc-boot',
  'hiking-boot',
  'shoe',
  'winter-boot',
];

/** Reviews of one model: ratings 0-10 (stars times two), sizes on the 2-10 fit scale. */
export function generateReviews(
  random: Random,
  context: { modelId: number; firstId: number; kind: Kind; reference: Date; image: string },
): ReviewRow[] {
  if (random.chance(0.4)) return [];
  const count = Math.round(1 + 11 * random.next() ** 2);
  const quality = 5 + random.next() * 5;
  return Array.from({ length: count }, (_, index) => {
    const stars = Math.max(1, Math.min(5, Math.round((quality + (random.next() - 0.5) * 4) / 2)));
    const rating = stars * 2;
    const language = random.weighted(REVIEW_LANGUAGES);
    const comments = REVIEW_COMMENTS[language];
    const comment =
      comments[Math.min(comments.length - 1, Math.max(0, 5 - stars + random.int(0, 1)))] ?? '';
    const fitted = FITTED.includes(context.kind);
    return {
      id: context.firstId + index,
      model_id: context.modelId,
      created_at: new Date(context.reference.getTime() - random.int(1, 700) * 86_400_000),
      rating,
      visible_name: random.pick(REVIEWER_NAMES[language]),
      comment,
      size:
        fitted && random.chance(0.8)
          ? random.weighted([
              [6, 6],
              [4, 2],
              [8, 2],
              [2, 1],
              [10, 1],
            ] as const)
          : null,
      language,
      images: JSON.stringify(random.chance(0.08) ? [context.image] : []),
      votes_up: random.int(0, 20),
      votes_down: random.int(0, 4),
    };
  });
}
