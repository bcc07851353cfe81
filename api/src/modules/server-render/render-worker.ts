/**
 * The render process (docs/decisions/0022): the shell's server build and the server builds of
 * the remotes' releases run here, in a Node process the api starts with the permission model
 * on (it may read only the shell's server build, the releases and the installed packages; it
 * may not write a file, start a process or a thread, or load native code), without the api's
 * environment (no database address, no signing secret) and with a heap limit. What a release's
 * code can reach is this process: the page's data comes from the api over the IPC channel, one
 * read at a time and only while its render is in progress.
 */
import type { ApiFetch, ServerRenderer } from '@shop/shared-contracts';
import type { FromWorker, ToWorker } from './render-protocol.js';
import { createRendererLoader, evaluateCommonJs } from './server-render.loader.js';

/**
 * Release code could otherwise signal the api (the permission model of Node 20 leaves
 * `process.kill` open): replaced before any of it loads, and not replaceable again.
 */
function refuseSignals(): void {
  const refuse = () => {
    throw new Error('the render process may not signal other processes');
  };
  for (const name of ['kill', '_kill']) {
    Object.defineProperty(process, name, { value: refuse, writable: false, configurable: false });
  }
}

refuseSignals();

const send = (message: FromWorker) => process.send?.(message);
const [shellBuildDir = '', dataDir = ''] = process.argv.slice(2);
const loader = createRendererLoader({ shellBuildDir, dataDir });

interface PendingFetch {
  resolve(response: Response): void;
  reject(error: Error): void;
}
const pendingFetches = new Map<number, PendingFetch>();
let lastFetchId = 0;

/** The page's reads, answered by the api for this render (its session swapped in there). */
function apiFetchFor(renderId: number): ApiFetch {
  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const signal = init.signal;
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      lastFetchId += 1;
      const fetchId = lastFetchId;
      const settle = () => {
        pendingFetches.delete(fetchId);
        signal?.removeEventListener('abort', onAbort);
      };
      const onAbort = () => {
        settle();
        reject(signal?.reason);
      };
      signal?.addEventListener('abort', onAbort);
      pendingFetches.set(fetchId, {
        resolve: (response) => {
          settle();
          resolve(response);
        },
        reject: (error) => {
          settle();
          reject(error);
        },
      });
      send({
        type: 'api-request',
        renderId,
        fetchId,
        method: init.method ?? 'GET',
        url: String(input),
        headers: Object.fromEntries(new Headers(init.headers)),
        body: typeof init.body === 'string' ? init.body : undefined,
      });
    });
}

// Files that evaluated without throwing with a shell build, by path: releases are immutable, so
// the periodic health check need not evaluate them again. A few releases' worth at most.
const evaluated = new WeakMap<ServerRenderer, Set<string>>();
const MAX_EVALUATED = 200;

async function evaluateOnce(file: string, remote: string): Promise<void> {
  const renderer = await loader.load();
  if (!renderer) throw new Error('the shop has no shell server build');
  let files = evaluated.get(renderer);
  if (files?.has(file)) return;
  // In a release scope of its own, as a render would load it (docs/decisions/0012 addendum).
  const shared = renderer.createReleaseScope?.().sharedModules ?? renderer.sharedModules;
  await evaluateCommonJs(file, shared, remote);
  if (!files || files.size >= MAX_EVALUATED) {
    files = new Set();
    evaluated.set(renderer, files);
  }
  files.add(file);
}

async function answer(message: Exclude<ToWorker, { fetchId: number }>): Promise<unknown> {
  switch (message.type) {
    case 'ping':
      return true;
    case 'load':
      return (await loader.load()) !== null;
    case 'evaluate':
      await evaluateOnce(message.file, message.remote);
      return true;
    case 'render': {
      const renderer = await loader.load();
      if (!renderer) return null;
      const apiFetch = apiFetchFor(message.id);
      return loader.withReleases(message.releases, () =>
        renderer.render({ ...message.request, apiFetch }),
      );
    }
  }
}

process.on('message', (message: ToWorker) => {
  if (message.type === 'api-response') {
    const { status, headers, body } = message;
    const response = new Response(body as BodyInit | null, { status, headers });
    pendingFetches.get(message.fetchId)?.resolve(response);
    return;
  }
  if (message.type === 'api-error') {
    pendingFetches.get(message.fetchId)?.reject(new Error(message.message));
    return;
  }
  const fail = (error: unknown) =>
    send({
      type: 'error',
      id: message.id,
      message: error instanceof Error ? error.message : String(error),
    });
  answer(message).then((value) => {
    try {
      send({ type: 'result', id: message.id, value });
    } catch (error) {
      // A value the channel cannot carry (a function in a page's data, say).
      fail(error);
    }
  }, fail);
});

// The api is gone (or closed the channel): nothing is left to render for.
process.on('disconnect', () => process.exit(0));
