import {
  canStartFetch,
  type FailurePolicy,
  type FetchStatus,
  handleFetchFailure,
  nextFetchStatus,
} from './fetch-status';

/** One fetched resource list: its status and, once DONE, its data (platform §4). */
export interface ResourceState<Data> {
  readonly status: FetchStatus;
  readonly data: Data | undefined;
}

export interface ResourceFetcherOptions<Data> {
  /** Named in the logged error, e.g. `banners`. */
  readonly name: string;
  readonly load: () => Promise<Data>;
  readonly onFailure: FailurePolicy;
}

type Listener<Data> = (state: ResourceState<Data>) => void;

/**
 * Fetches a resource list at most once at a time and not again once DONE (platform §4); a
 * failed fetch may be tried again. Concurrent callers share the fetch in flight.
 */
export function createResourceFetcher<Data>({
  name,
  load,
  onFailure,
}: ResourceFetcherOptions<Data>) {
  let state: ResourceState<Data> = { status: 'UNSET', data: undefined };
  let inFlight: Promise<void> | undefined;
  const listeners = new Set<Listener<Data>>();
  const update = (next: ResourceState<Data>) => {
    state = next;
    for (const listener of listeners) listener(state);
  };

  async function run(): Promise<void> {
    try {
      const data = await load();
      update({ status: nextFetchStatus(state.status, 'success'), data });
    } catch (error) {
      update({ ...state, status: nextFetchStatus(state.status, 'failure') });
      handleFetchFailure(name, error, onFailure);
    } finally {
      inFlight = undefined;
    }
  }

  return {
    current: (): ResourceState<Data> => state,
    subscribe(listener: Listener<Data>): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Starts the fetch from UNSET or FAILED; otherwise returns the fetch in flight, if any. */
    fetch(): Promise<void> {
      if (inFlight) return inFlight;
      if (!canStartFetch(state.status)) return Promise.resolve();
      update({ ...state, status: nextFetchStatus(state.status, 'start') });
      inFlight = run();
      return inFlight;
    },
  };
}

export type ResourceFetcher<Data> = ReturnType<typeof createResourceFetcher<Data>>;
