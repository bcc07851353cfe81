import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Platform §9: the menu starts sliding in this long after it mounts. */
export const MENU_ANIMATION_DELAY_MS = 20;
/** Platform §9: closing waits this long (the slide-out) before leaving the menu. */
export const MENU_HIDE_DELAY_MS = 400;

/** entering: mounted off-screen; open: slid in; closing: sliding out. */
export type MenuPhase = 'entering' | 'open' | 'closing';

/** The menu's show/hide phase; `close` slides it out and then calls `onHidden`. */
export function useMenuPhase(onHidden: () => void) {
  const [phase, setPhase] = useState<MenuPhase>('entering');
  const latest = useRef(onHidden);
  useLayoutEffect(() => {
    latest.current = onHidden;
  });
  useEffect(() => {
    const timer = window.setTimeout(() => setPhase('open'), MENU_ANIMATION_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (phase !== 'closing') return;
    const timer = window.setTimeout(() => latest.current(), MENU_HIDE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [phase]);
  return { phase, close: () => setPhase('closing') };
}
