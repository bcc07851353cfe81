import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import { isSwipeRight, type Point } from './swipe';

/**
 * Calls `onSwipe` when a pointer (finger, pen or mouse) swipes right on `target` (platform §2).
 * The click that ends a mouse swipe on a link is swallowed so the swipe does not also follow
 * the link; native link dragging is prevented so the pointer events keep coming.
 */
export function useSwipeRight(
  target: RefObject<HTMLElement | null>,
  onSwipe: (() => void) | null,
): void {
  const latest = useRef(onSwipe);
  useLayoutEffect(() => {
    latest.current = onSwipe;
  });

  useEffect(() => {
    const element = target.current;
    if (!element) return;
    let start: Point | null = null;
    let hasSwiped = false;
    const onPointerDown = (event: PointerEvent) => {
      if (!event.isPrimary) return;
      start = { x: event.clientX, y: event.clientY };
      hasSwiped = false;
    };
    const onPointerUp = (event: PointerEvent) => {
      const from = start;
      start = null;
      if (!from || !event.isPrimary || !latest.current) return;
      if (!isSwipeRight(from, { x: event.clientX, y: event.clientY })) return;
      hasSwiped = true;
      latest.current();
    };
    const onPointerCancel = () => {
      start = null;
    };
    const onClick = (event: MouseEvent) => {
      // detail 0: a keyboard activation, never the end of a swipe.
      if (!hasSwiped || event.detail === 0) return;
      hasSwiped = false;
      event.preventDefault();
      event.stopPropagation();
    };
    const onDragStart = (event: DragEvent) => event.preventDefault();
    element.addEventListener('pointerdown', onPointerDown);
    element.addEventListener('pointerup', onPointerUp);
    element.addEventListener('pointercancel', onPointerCancel);
    element.addEventListener('click', onClick, true);
    element.addEventListener('dragstart', onDragStart);
    return () => {
      element.removeEventListener('pointerdown', onPointerDown);
      element.removeEventListener('pointerup', onPointerUp);
      element.removeEventListener('pointercancel', onPointerCancel);
      element.removeEventListener('click', onClick, true);
      element.removeEventListener('dragstart', onDragStart);
    };
  }, [target]);
}
