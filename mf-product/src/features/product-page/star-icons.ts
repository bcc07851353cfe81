import { MAX_STARS, toStars } from '@shop/shared-contracts';

export type StarIcon = 'full' | 'half' | 'empty';

/** Catalogue §9: a 0–10 rating as five icons, rating/2 rounded to half stars. */
export function starIcons(rating0to10: number): StarIcon[] {
  const stars = toStars(rating0to10);
  return Array.from({ length: MAX_STARS }, (_, index): StarIcon => {
    if (stars >= index + 1) return 'full';
    return stars >= index + 0.5 ? 'half' : 'empty';
  });
}

/** Catalogue §2: the review count text shows only above five reviews. */
export const REVIEW_COUNT_SHOWN_ABOVE = 5;
