import { useEffect, useRef, useSyncExternalStore } from 'react';

/** A failure the shopper cannot continue past; the layout shows it on the error screen. */
export interface FatalError {
  readonly status: number;
  readonly message: string;
  readonly data?: unknown;
  readonly redirect?: string;
}

let current: FatalError | null = null;
const listeners = new Set<() => void>();

/** Platform §2: any fatal or unhandled error routes to the error screen. */
export function reportFatalError(error: FatalError): void {
  current = error;
  for (const listener of listeners) listener();
}

export function clearFatalError(): void {
  if (current === null) return;
  current = null;
  for (const listener of listeners) listener();
}

export function useFatalError(): FatalError | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}

/** A new page is a new start: a fatal error belongs to the page it happened on. */
export function useClearFatalErrorOnNavigation(pathname: string): void {
  const shownFor = useRef(pathname);
  useEffect(() => {
    if (shownFor.current === pathname) return;
    shownFor.current = pathname;
    clearFatalError();
  }, [pathname]);
}
