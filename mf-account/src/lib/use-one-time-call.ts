import { useEffect, useState } from 'react';

export type CallState<Data> =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'success'; readonly data: Data }
  | { readonly status: 'error'; readonly error: unknown };

// Calls in flight by key. An emailed link is single-use, so React's StrictMode double effect
// must join the first call instead of sending the link a second time.
const inFlight = new Map<string, Promise<unknown>>();

/**
 * Runs a call with side effects (activate, stop reminders) once for `key` when the page opens;
 * a null key waits. Failures are logged, as every unexpected failure is.
 */
export function useOneTimeCall<Data>(key: string | null, call: () => Promise<Data>) {
  const [state, setState] = useState<{ key: string | null; value: CallState<Data> }>({
    key,
    value: { status: key === null ? 'idle' : 'loading' },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the call's inputs.
  useEffect(() => {
    if (key === null) return;
    let isCurrent = true;
    setState({ key, value: { status: 'loading' } });
    let promise = inFlight.get(key) as Promise<Data> | undefined;
    if (!promise) {
      promise = call();
      inFlight.set(key, promise);
      const forget = () => inFlight.delete(key);
      promise.then(forget, forget);
    }
    promise.then(
      (data) => {
        if (isCurrent) setState({ key, value: { status: 'success', data } });
      },
      (error: unknown) => {
        console.error(`${key} failed`, error);
        if (isCurrent) setState({ key, value: { status: 'error', error } });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [key]);
  if (key === null) return { status: 'idle' } as const;
  return state.key === key ? state.value : ({ status: 'loading' } as const);
}
