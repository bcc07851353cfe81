import { useIsHydrated } from '@shop/shared-contracts/react';
import { useCallback, useEffect, useState } from 'react';
import { initialVisibleCount, nextVisibleCount } from './grid-paging';

/** Key in history state under which the grid remembers how many cards were shown. */
const HISTORY_KEY = 'catalogueVisibleCount';

function rememberedCount(): number {
  const state: unknown = window.history.state;
  const count =
    typeof state === 'object' && state !== null
      ? (state as Record<string, unknown>)[HISTORY_KEY]
      : undefined;
  return typeof count === 'number' && Number.isFinite(count) ? Math.floor(count) : 0;
}

function remember(count: number): void {
  const state: unknown = window.history.state;
  const base = typeof state === 'object' && state !== null ? state : {};
  window.history.replaceState({ ...base, [HISTORY_KEY]: count }, '');
}

export interface VisibleCount {
  /** How many cards to show: the first page, or more once asked for; 0 until `total` is known. */
  readonly visible: number;
  /** How many cards the grid will want (what to load), known before `total` is. */
  readonly wanted: number;
  /** 60 more (catalogue §4), remembered for Back. */
  readonly showMore: () => void;
}

/**
 * The grid's visible count (catalogue §4): the first page, then 60 more per `showMore`, and the
 * first page again whenever `resetKey` (the listing's query) changes. A count above the first
 * page is kept in history state, so back navigation to the list shows as many cards as the
 * shopper had opened (and loads them at once).
 */
export function useVisibleCount(total: number | undefined, resetKey = ''): VisibleCount {
  // The server and the hydrating render know no history: the remembered count follows at once.
  const isHydrated = useIsHydrated();
  const [requested, setRequested] = useState(() => (isHydrated ? rememberedCount() : 0));
  // Any query change starts the grid again at its first page. Reset during render (not by
  // remounting the grid), so the cards that stay keep their DOM nodes.
  const [shownFor, setShownFor] = useState(resetKey);
  if (shownFor !== resetKey) {
    setShownFor(resetKey);
    setRequested(0);
  }
  useEffect(() => {
    if (!isHydrated) setRequested((current) => Math.max(current, rememberedCount()));
  }, [isHydrated]);
  const visible = total === undefined ? 0 : initialVisibleCount(total, requested);
  const showMore = useCallback(() => {
    if (total === undefined) return;
    const next = nextVisibleCount(visible, total);
    remember(next);
    setRequested(next);
  }, [visible, total]);
  return { visible, wanted: Math.max(requested, visible), showMore };
}
