import type { ServerRenderRequest } from '@shop/shared-contracts';
import type { ActiveRemote } from '../remotes/remotes.service.js';

/**
 * The messages between the api and its render process (docs/decisions/0022). The api asks; the
 * render process answers each request by its id, and asks the api for the page's data while it
 * renders (`api-request`, answered by `api-response`). Nothing in them is a secret of the api:
 * a session travels as a placeholder the api swaps for the real one on the page's own calls.
 */

/** A render as the render process receives it: the request without its `apiFetch`. */
export type WorkerRenderRequest = Omit<ServerRenderRequest, 'apiFetch'>;

export type ToWorker =
  | {
      readonly type: 'render';
      readonly id: number;
      readonly request: WorkerRenderRequest;
      /** The releases the page's browser runs, fixed by the api when the render starts. */
      readonly releases: readonly ActiveRemote[];
    }
  /** Whether the shell's server build loads (answers false when there is none). */
  | { readonly type: 'load'; readonly id: number }
  /** Evaluates one file of a release's server build in a release scope (the health check). */
  | {
      readonly type: 'evaluate';
      readonly id: number;
      readonly file: string;
      readonly remote: string;
    }
  | { readonly type: 'ping'; readonly id: number }
  | {
      readonly type: 'api-response';
      readonly fetchId: number;
      readonly status: number;
      readonly headers: Readonly<Record<string, string>>;
      readonly body: Uint8Array | null;
    }
  | { readonly type: 'api-error'; readonly fetchId: number; readonly message: string };

export type FromWorker =
  | { readonly type: 'result'; readonly id: number; readonly value: unknown }
  | { readonly type: 'error'; readonly id: number; readonly message: string }
  | {
      readonly type: 'api-request';
      /** The render the call belongs to: the api answers only calls of a render in progress. */
      readonly renderId: number;
      readonly fetchId: number;
      readonly method: string;
      readonly url: string;
      readonly headers: Readonly<Record<string, string>>;
      readonly body?: string | undefined;
    };

/**
 * What the render process sees of a logged-in visitor's session: the shell's server build
 * needs to know that there is one (and its api client sends it on), never what it is.
 */
export const SESSION_PLACEHOLDER = 'Bearer server-render';
