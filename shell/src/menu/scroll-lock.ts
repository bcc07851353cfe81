import { useEffect } from 'react';

/** Sets `overflow: hidden` on `style`; the returned function puts the previous value back. */
export function lockScroll(style: Pick<CSSStyleDeclaration, 'overflow'>): () => void {
  const previous = style.overflow;
  style.overflow = 'hidden';
  return () => {
    style.overflow = previous;
  };
}

/**
 * Platform §4 mobile menu open flag: page scrolling is locked while the menu is open. The lock
 * sits on the root element, so the modal's own lock on `body` (a modal can open over the menu)
 * restores its value without undoing this one.
 */
export function useScrollLock(): void {
  useEffect(() => lockScroll(document.documentElement.style), []);
}
