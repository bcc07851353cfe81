import { type ReactNode, useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * True once the page runs in the browser after hydration; false on the server and in the render
 * that hydrates its markup (React reads the server snapshot then), so both render alike. A page
 * that reads the window, storage or history to render (docs/decisions/0012) reads them only
 * when this is true.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/**
 * What only the browser can render (the shopper's cart, account and checkout live in its
 * storage and session): the server and the hydrating render show `fallback`, the browser
 * renders `children` right after.
 */
export function ClientOnly({
  children,
  fallback,
}: {
  readonly children: ReactNode;
  readonly fallback: ReactNode;
}) {
  return useIsHydrated() ? children : fallback;
}
