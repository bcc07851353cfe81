import { type RefObject, useEffect, useRef, useState } from 'react';

/** Catalogue §9: more cards load when the sentinel comes this close below the screen. */
export const SENTINEL_MARGIN_PX = 500;

/** Key in history state under which the grid remembers the page's scroll position. */
const SCROLL_KEY = 'catalogueScrollY';

function historyState(): Record<string, unknown> {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
}

/**
 * A sentinel after the last card: `onReach` runs when it comes within 500 px of the screen,
 * and again after each change of `visible` while it stays that close (a tall screen).
 */
export function useSentinel(
  onReach: () => void,
  visible: number,
  enabled: boolean,
): RefObject<HTMLDivElement | null> {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onReach);
  latest.current = onReach;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new observer per page of cards reports a sentinel still in reach.
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: `0px 0px ${SENTINEL_MARGIN_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, visible]);
  return ref;
}

/**
 * Whether the list's item at `index` has scrolled up past the top of the screen (catalogue §4:
 * Back to top shows once 12 items have scrolled past).
 */
export function useScrolledPast(
  list: RefObject<HTMLElement | null>,
  index: number,
  count: number,
): boolean {
  const [isPast, setPast] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the item exists once `count` cards are rendered.
  useEffect(() => {
    const item = list.current?.children[index];
    if (!item || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setPast(!entry.isIntersecting && entry.boundingClientRect.bottom < 0);
    });
    observer.observe(item);
    return () => observer.disconnect();
  }, [list, index, count]);
  return isPast;
}

/** Remembers the scroll position in the history entry, for Back to restore it. */
export function rememberScroll(): void {
  window.history.replaceState({ ...historyState(), [SCROLL_KEY]: window.scrollY }, '');
}

/**
 * Back to a listing: once its cards are rendered, the position the shopper left it at
 * (remembered by `rememberScroll` when they opened a product).
 */
export function useRestoredScroll(isReady: boolean): void {
  const restored = useRef(false);
  useEffect(() => {
    if (!isReady || restored.current) return;
    restored.current = true;
    const y = historyState()[SCROLL_KEY];
    if (typeof y === 'number' && Number.isFinite(y) && y > 0) window.scrollTo(0, y);
  }, [isReady]);
}
