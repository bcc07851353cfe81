import { useEffect, useState } from 'react';

/** The state of one API read: loading, its data, or the error it failed with. */
export type QueryState<Data> =
  | { readonly status: 'loading' }
  | { readonly status: 'success'; readonly data: Data }
  | { readonly status: 'error'; readonly error: unknown };

/**
 * Runs `load` when `key` changes and aborts the previous call; a response for an old key never
 * overwrites a newer one. `key` names everything `load` depends on (e.g. `slug|lang`).
 */
export function useApiQuery<Data>(
  key: string,
  load: (signal: AbortSignal) => Promise<Data>,
): QueryState<Data> {
  const [state, setState] = useState<{ key: string; value: QueryState<Data> }>({
    key,
    value: { status: 'loading' },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for load's inputs.
  useEffect(() => {
    const controller = new AbortController();
    setState({ key, value: { status: 'loading' } });
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ key, value: { status: 'success', data } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`Loading ${key} failed`, error);
        setState({ key, value: { status: 'error', error } });
      },
    );
    return () => controller.abort();
  }, [key]);
  return state.key === key ? state.value : { status: 'loading' };
}
