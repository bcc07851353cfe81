import { useEffect } from 'react';

/** On `<html>` once the page has been taken over by the browser (its buttons work). */
export const INTERACTIVE_ATTRIBUTE = 'data-shop-interactive';

/** Marks the document interactive: for tests and monitoring that must not click too early. */
export function markPageInteractive(root: Element = document.documentElement): void {
  root.setAttribute(INTERACTIVE_ATTRIBUTE, '');
}

/**
 * Rendered after a page inside the Suspense boundary that waits for it: its effect runs once
 * that boundary has hydrated (a lazily loaded page hydrates after the frame, and a click on
 * markup not yet hydrated is lost), so the mark means the page itself works.
 */
export function PageInteractive() {
  useEffect(() => markPageInteractive(), []);
  return null;
}
