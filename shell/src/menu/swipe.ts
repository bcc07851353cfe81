/** Platform §2 swipe right: how far a pointer must move right to count as a swipe. */
export const SWIPE_TOLERANCE_PX = 30;

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** A move more than the tolerance to the right, and more horizontal than vertical. */
export function isSwipeRight(start: Point, end: Point): boolean {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  return dx > SWIPE_TOLERANCE_PX && dx > Math.abs(dy);
}
