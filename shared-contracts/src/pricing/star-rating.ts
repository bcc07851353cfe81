/** Platform §9: ratings are shown as at most five stars. */
export const MAX_STARS = 5;

/**
 * A 0–10 review rating as stars in half steps: half the rating, with a half star when the
 * remainder is at least .25 and a whole one from .75 (platform §2 product card, §9).
 */
export function toStars(rating0to10: number): number {
  const stars = Math.min(MAX_STARS, Math.max(0, rating0to10 / 2));
  const whole = Math.floor(stars);
  const remainder = stars - whole;
  if (remainder >= 0.75) return whole + 1;
  if (remainder >= 0.25) return whole + 0.5;
  return whole;
}
