import { type ChildProcess, fork } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readFile, realpath, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_BUILD_DIR } from '@shop/shared-contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { FromWorker, ToWorker } from './render-protocol.js';

/**
 * The api's side of the render process (docs/decisions/0022): starts it with the permission
 * model, its reads and a heap limit, sends it requests and settles each by its answer, a time
 * limit or the process's end, and starts a new one when it is needed again. A process that
 * stops answering is killed; one that keeps dying is given a rest before the next start, and
 * meanwhile the browser renders the pages.
 */

/** Heap of the render process: a shell build, a few releases, jsdom and the renders at once. */
export const RENDER_PROCESS_HEAP_MB = 384;
/** Requests in progress at most; past them a page is rendered by the browser. */
export const RENDER_PROCESS_MAX_PENDING = 64;
/** How long a process asked whether it still answers has, before it is killed. */
const PING_TIMEOUT_MS = 2_000;
/** A process that ends sooner than this after its start counts as a failed start. */
const EARLY_EXIT_MS = 10_000;
const REST_FIRST_MS = 1_000;
const REST_MAX_MS = 60_000;

/** A request the render process could not answer: the caller falls back to the browser. */
export class RenderProcessError extends Error {}

type Request = ToWorker & { readonly id: number };
type RequestBody = Request extends infer R ? (R extends Request ? Omit<R, 'id'> : never) : never;

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
  readonly timer: NodeJS.Timeout;
  readonly context: unknown;
}

export interface RenderProcessOptions {
  readonly shopRoot: string;
  readonly dataDir: string;
  readonly log: FastifyBaseLogger;
  /** Answers a render's read of the api; `context` is what `call` was given for that render. */
  answerApiRequest(
    request: Extract<FromWorker, { type: 'api-request' }>,
    context: unknown,
  ): Promise<Extract<ToWorker, { type: 'api-response' | 'api-error' }>>;
}

export interface RenderProcess {
  /** Sends a request; rejects with `RenderProcessError` past `timeoutMs` or when it ends. */
  call<T>(request: RequestBody, timeoutMs: number, context?: unknown): Promise<T>;
  /** The running process's id, if one runs (tests). */
  readonly pid: number | undefined;
  close(): Promise<void>;
}

const sourceMode = fileURLToPath(import.meta.url).endsWith('.ts');

/**
 * The render process's script: `dist/render-worker.js` beside the api's bundle. Run from its
 * sources (tests, `npm run dev`) the api bundles `render-worker.ts` once with esbuild, since a
 * TypeScript loader would need the thread the permission model refuses.
 */
function workerScript(): Promise<string> {
  // Once per process: bundling takes a third of a second, and a test run starts many apps.
  if (!script) {
    const written = writeWorkerScript();
    script = written;
    written.catch(() => {
      if (script === written) script = undefined;
    });
  }
  return script;
}
let script: Promise<string> | undefined;

async function writeWorkerScript(): Promise<string> {
  const here = path.dirname(fileURLToPath(import.meta.url));
  if (!sourceMode) return path.join(here, 'render-worker.js');
  const source = path.join(here, 'render-worker.ts');
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [source],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: ['jsdom'],
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.text ?? '';
  // Inside the api's folder, so that `jsdom` resolves from its node_modules.
  const dir = path.join(here, '..', '..', '..', 'node_modules', '.cache', 'render-worker');
  const file = path.join(
    dir,
    `${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`,
  );
  const existing = await readFile(file, 'utf8').catch(() => undefined);
  if (existing !== code) {
    await mkdir(dir, { recursive: true });
    await writeFile(file, code);
  }
  return file;
}

/** The folder of installed packages the render process loads jsdom from. */
function packagesDir(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve('jsdom'));
  while (path.basename(dir) !== 'node_modules' && path.dirname(dir) !== dir) {
    dir = path.dirname(dir);
  }
  return dir;
}

/** A path with its symbolic links resolved, when it exists yet. */
async function realOrSame(entry: string): Promise<string> {
  return realpath(entry).catch(() => entry);
}

/**
 * Where the render process reads from, with symbolic links resolved: Node resolves a module's
 * real path step by step, and the permission model refuses a step through a link it was not
 * allowed, so the process is given real paths only.
 */
export async function renderLocations(options: {
  readonly shopRoot: string;
  readonly dataDir: string;
}) {
  return {
    shellBuildDir: await realOrSame(path.join(options.shopRoot, 'shell', 'dist', SERVER_BUILD_DIR)),
    dataDir: await realOrSame(options.dataDir),
  };
}

/**
 * What the render process may read: its script, the packages (jsdom), the shell's server build
 * and the releases. A folder is allowed before it exists (a first build while the api runs).
 */
export async function readablePaths(options: {
  readonly shellBuildDir: string;
  readonly dataDir: string;
  readonly script: string;
}): Promise<string[]> {
  return [
    await realOrSame(options.script),
    `${await realOrSame(packagesDir())}${path.sep}`,
    `${options.shellBuildDir}${path.sep}`,
    `${path.join(options.dataDir, 'remotes')}${path.sep}`,
  ];
}

/** Sends to a process whose channel may have closed meanwhile; false when it had. */
function send(worker: ChildProcess, message: ToWorker): boolean {
  if (!worker.connected) return false;
  try {
    worker.send(message);
    return true;
  } catch {
    return false;
  }
}

export function createRenderProcess(options: RenderProcessOptions): RenderProcess {
  let child: ChildProcess | undefined;
  let starting: Promise<ChildProcess> | undefined;
  let lastId = 0;
  const pending = new Map<number, Pending>();
  let failedStarts = 0;
  let restUntil = 0;
  let closed = false;

  function settleAll(error: RenderProcessError) {
    for (const [id, entry] of pending) {
      clearTimeout(entry.timer);
      pending.delete(id);
      entry.reject(error);
    }
  }

  async function start(): Promise<ChildProcess> {
    const script = await workerScript();
    const locations = await renderLocations(options);
    const readable = await readablePaths({ ...locations, script });
    const startedAt = Date.now();
    const worker = fork(script, [locations.shellBuildDir, locations.dataDir], {
      execArgv: [
        '--experimental-permission',
        ...readable.map((entry) => `--allow-fs-read=${entry}`),
        '--disable-warning=ExperimentalWarning',
        `--max-old-space-size=${RENDER_PROCESS_HEAP_MB}`,
      ],
      // None of the api's environment: no database address, no secret.
      env: {
        NODE_ENV: process.env.NODE_ENV ?? 'production',
        ...(process.env.MALLOC_ARENA_MAX ? { MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX } : {}),
      },
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    worker.on('message', (message: FromWorker) => onMessage(worker, message));
    worker.on('error', (error) => options.log.error({ err: error }, 'render process error'));
    worker.on('exit', (code, signal) => {
      if (child === worker) child = undefined;
      settleAll(new RenderProcessError('the render process ended'));
      if (closed) return;
      if (Date.now() - startedAt < EARLY_EXIT_MS) {
        failedStarts += 1;
        restUntil = Date.now() + Math.min(REST_FIRST_MS * 2 ** (failedStarts - 1), REST_MAX_MS);
      } else {
        failedStarts = 0;
      }
      options.log.error(
        { code, signal, restMs: Math.max(0, restUntil - Date.now()) },
        'the render process ended; pages are rendered by the browser until the next one starts',
      );
    });
    child = worker;
    return worker;
  }

  async function running(): Promise<ChildProcess> {
    if (child?.connected) return child;
    if (Date.now() < restUntil) {
      throw new RenderProcessError('the render process keeps ending; resting before a restart');
    }
    starting ??= start().finally(() => {
      starting = undefined;
    });
    return starting;
  }

  function onMessage(worker: ChildProcess, message: FromWorker) {
    if (message.type === 'api-request') {
      const context = pending.get(message.renderId)?.context;
      const answer =
        context === undefined
          ? Promise.resolve({
              type: 'api-error' as const,
              fetchId: message.fetchId,
              message: 'no render in progress asked for this',
            })
          : options.answerApiRequest(message, context);
      answer
        .catch((error: unknown) => ({
          type: 'api-error' as const,
          fetchId: message.fetchId,
          message: error instanceof Error ? error.message : String(error),
        }))
        .then((reply) => send(worker, reply));
      return;
    }
    const entry = pending.get(message.id);
    if (!entry) return;
    pending.delete(message.id);
    clearTimeout(entry.timer);
    if (message.type === 'result') entry.resolve(message.value);
    else entry.reject(new RenderProcessError(message.message));
  }

  /** A request ran out of time: a process that no longer answers at all is killed. */
  function checkAnswers(worker: ChildProcess) {
    if (!worker.connected) return;
    lastId += 1;
    const id = lastId;
    const timer = setTimeout(() => {
      pending.delete(id);
      options.log.error('the render process stopped answering; it is killed and started anew');
      worker.kill('SIGKILL');
    }, PING_TIMEOUT_MS);
    pending.set(id, {
      resolve: () => undefined,
      reject: () => undefined,
      timer,
      context: undefined,
    });
    send(worker, { type: 'ping', id });
  }

  return {
    get pid() {
      return child?.pid;
    },
    async call<T>(request: RequestBody, timeoutMs: number, context?: unknown): Promise<T> {
      if (closed) throw new RenderProcessError('the api is closing');
      if (pending.size >= RENDER_PROCESS_MAX_PENDING) {
        throw new RenderProcessError('the render process has too many requests in progress');
      }
      const worker = await running();
      lastId += 1;
      const id = lastId;
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new RenderProcessError(`the render process did not answer in ${timeoutMs} ms`));
          checkAnswers(worker);
        }, timeoutMs);
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject, timer, context });
        if (!send(worker, { ...request, id } as ToWorker)) {
          clearTimeout(timer);
          pending.delete(id);
          reject(new RenderProcessError('the render process has ended'));
        }
      });
    },
    async close() {
      closed = true;
      settleAll(new RenderProcessError('the api is closing'));
      const worker = child ?? (await starting?.catch(() => undefined));
      if (!worker || worker.exitCode !== null || worker.signalCode !== null) return;
      await new Promise<void>((resolve) => {
        const force = setTimeout(() => worker.kill('SIGKILL'), PING_TIMEOUT_MS);
        worker.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        worker.kill('SIGTERM');
      });
    },
  };
}
