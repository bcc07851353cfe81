import { PAGE_STEP, SMALL_LIST_PAGE } from '@shop/shared-contracts';

/** Catalogue §9: Back to top shows above this many matches. */
export const BACK_TO_TOP_THRESHOLD = 12;

/** Catalogue §4 grid: the first page shows 120 items if the list is under 120, otherwise 60. */
export function firstPageSize(total: number): number {
  return total < SMALL_LIST_PAGE ? SMALL_LIST_PAGE : PAGE_STEP;
}

/** How many cards show after one more "Show more": 60 more, never beyond the list. */
export function nextVisibleCount(visible: number, total: number): number {
  return Math.min(total, visible + PAGE_STEP);
}

/**
 * The count to show: the first page, or a larger count asked for (60 more at a time, or
 * remembered in history state so back navigation restores the shopper's place, catalogue §4).
 */
export function initialVisibleCount(total: number, remembered: unknown): number {
  const first = Math.min(total, firstPageSize(total));
  if (typeof remembered !== 'number' || !Number.isFinite(remembered)) return first;
  return Math.min(total, Math.max(first, Math.floor(remembered)));
}
