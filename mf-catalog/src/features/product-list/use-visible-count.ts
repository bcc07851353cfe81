import { useIsHydrated } from '@shop/shared-contracts/react';
import { useCallback, useEffect, useState } from 'react';
import { initialVisibleCount, nextVisibleCount } from './grid-paging';

/** Key in history state under which the grid remembers how many cards were shown. */
const HISTORY_KEY = 'catalogueVisibleCount';

function rememberedCount(): unknown {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null
    ? (state as Record<string, unknown>)[HISTORY_KEY]
    : undefined;
}

/**
 * The grid's visible count (catalogue §4): the first page, then 60 more per call of
 * `showMore`, and the first page again whenever `resetKey` (the listing's query) changes. A count above the first page is kept in history state, so back navigation to the
 * list shows as many cards as the shopper had opened.
 */
export function useVisibleCount(total: number, resetKey = ''): [number, () => void] {
  // The server and the hydrating render know no history: the remembered count follows at once.
  const isHydrated = useIsHydrated();
  const [visible, setVisible] = useState(() =>
    initialVisibleCount(total, isHydrated ? rememberedCount() : undefined),
  );
  // Catalogue §4: any query change starts the grid again at its first page. Reset during render
  // (not by remounting the grid), so the cards that stay keep their DOM nodes.
  const [shownFor, setShownFor] = useState(resetKey);
  if (shownFor !== resetKey) {
    setShownFor(resetKey);
    setVisible(initialVisibleCount(total, undefined));
  }
  useEffect(() => {
    if (!isHydrated)
      setVisible((current) => Math.max(current, initialVisibleCount(total, rememberedCount())));
  }, [isHydrated, total]);
  const showMore = useCallback(() => {
    setVisible((current) => {
      const next = nextVisibleCount(current, total);
      const state: unknown = window.history.state;
      const base = typeof state === 'object' && state !== null ? state : {};
      window.history.replaceState({ ...base, [HISTORY_KEY]: next }, '');
      return next;
    });
  }, [total]);
  return [Math.min(visible, total), showMore];
}
