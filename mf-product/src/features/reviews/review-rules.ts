/** Catalogue §9: a review longer than this shows a digest with 'Read more'. */
export const DIGEST_ABOVE = 300;
/** Catalogue §9: the digest's length. */
export const DIGEST_LENGTH = 200;

/**
 * The digest of a long review (catalogue §9): its first 200 characters, cut back to the last
 * word boundary when one is near, with an ellipsis; null when the review is short enough to show
 * whole.
 */
export function reviewDigest(comment: string): string | null {
  if (comment.length <= DIGEST_ABOVE) return null;
  const head = comment.slice(0, DIGEST_LENGTH);
  const lastSpace = head.lastIndexOf(' ');
  const cut = lastSpace > DIGEST_LENGTH * 0.8 ? head.slice(0, lastSpace) : head;
  return `${cut.trimEnd()}…`;
}

/** The fit scale (catalogue §9): 2 small, 4 smaller, 6 regular, 8 larger, 10 large. */
export const FIT_STEPS = [2, 4, 6, 8, 10] as const;
export type FitStep = (typeof FIT_STEPS)[number];

/** The steps from regular outwards: of two steps as near, the one nearer regular wins. */
const FROM_REGULAR: readonly FitStep[] = [6, 4, 8, 2, 10];

/** The fit step nearest an average of review sizes (a tie goes to regular's side); null for none. */
export function fitStep(average: number | null): FitStep | null {
  if (average === null || !Number.isFinite(average)) return null;
  let nearest: FitStep = 6;
  for (const step of FROM_REGULAR) {
    const closer = Math.abs(step - average) < Math.abs(nearest - average);
    if (closer) nearest = step;
  }
  return nearest;
}

export type OwnVote = 'up' | 'down' | null;

/** What pressing `pressed` sends (catalogue §4 Review vote): the same vote again takes it back. */
export function voteToSend(current: OwnVote, pressed: 'up' | 'down'): 'up' | 'down' | 'null' {
  return current === pressed ? 'null' : pressed;
}

export interface VoteCounts {
  readonly up: number;
  readonly down: number;
}

/** A review's counts once the shopper's vote went from `before` to `after`, shown at once. */
export function movedCounts(counts: VoteCounts, before: OwnVote, after: OwnVote): VoteCounts {
  const step = (side: 'up' | 'down') => (after === side ? 1 : 0) - (before === side ? 1 : 0);
  return { up: counts.up + step('up'), down: counts.down + step('down') };
}
