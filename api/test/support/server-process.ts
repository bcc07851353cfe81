import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { AppConfig } from '../../src/config.js';

const SERVER = fileURLToPath(new URL('../../src/server.ts', import.meta.url));
/** The root scripts' runner, whose `serve` is the last step of `npm start`. */
const RUN_SCRIPT = new URL('../../../scripts/run.mjs', import.meta.url).href;
const SERVER_ARGS = ['--import', 'tsx', SERVER];
const POLL_MS = 100;

/** How a process ended: its exit code, or the signal that ended it. */
export interface ProcessExit {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
}

/** The api running in a process of its own (`src/server.ts` through tsx, as in development). */
export interface ServerProcess {
  readonly origin: string;
  /** The process the test signals: the server, or `npm start`'s runner in front of it. */
  readonly process: ChildProcess;
  /** Settles once that process has exited. */
  readonly exited: Promise<ProcessExit>;
  /** SIGKILLs what is left of the process group (runner and server alike). */
  kill(): void;
  /** What the process wrote to stdout and stderr so far, when started with `captureOutput`. */
  output(): string;
}

async function findFreePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

function serverEnv(
  config: AppConfig,
  port: number,
  extra: Readonly<Record<string, string>>,
): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: config.dataDir,
    SHOP_ROOT: config.shopRoot,
    DATABASE_URL: config.databaseUrl ?? '',
    DATABASE_SCHEMA: config.databaseSchema ?? '',
    SEED_PRODUCTS: String(config.seedProducts),
    WRITES_PER_MINUTE: String(config.writesPerMinute),
    LOG_LEVEL: 'warn',
    ...extra,
  };
}

async function waitUntilAnswering(origin: string, exited: Promise<ProcessExit>): Promise<void> {
  let exit: ProcessExit | undefined;
  exited.then(
    (result) => {
      exit = result;
    },
    () => {
      exit = { code: null, signal: null };
    },
  );
  while (exit === undefined) {
    const isUp = await fetch(`${origin}/remotes.json`).then(
      (response) => response.ok,
      () => false,
    );
    if (isUp) return;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`the api exited before answering (${exit.signal ?? exit.code})`);
}

/**
 * Starts the api on `config`'s database and resolves once it answers. `throughRunner` puts
 * `npm start`'s last step (`serve` of scripts/run.mjs) in front of it, as `npm start` does;
 * `env` adds to (and wins over) the environment the config gives.
 */
export async function startServerProcess(
  config: AppConfig,
  {
    throughRunner = false,
    env = {},
    captureOutput = false,
  }: {
    readonly throughRunner?: boolean;
    readonly env?: Readonly<Record<string, string>>;
    /** Keeps what the process writes (the request log) for `output()`, instead of showing it. */
    readonly captureOutput?: boolean;
  } = {},
): Promise<ServerProcess> {
  const port = await findFreePort();
  const args = throughRunner
    ? [
        '--input-type=module',
        '-e',
        `const { serve } = await import(${JSON.stringify(RUN_SCRIPT)});
process.exitCode = await serve(process.execPath, ${JSON.stringify(SERVER_ARGS)});`,
      ]
    : SERVER_ARGS;
  // A group of its own, so that a failed test can kill the runner and the server together.
  const child = spawn(process.execPath, args, {
    env: serverEnv(config, port, env),
    stdio: ['ignore', captureOutput ? 'pipe' : 'inherit', captureOutput ? 'pipe' : 'inherit'],
    detached: true,
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<ProcessExit>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  const kill = () => {
    if (child.pid === undefined) return;
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
    }
  };
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitUntilAnswering(origin, exited);
  } catch (error) {
    kill();
    throw error;
  }
  return { origin, process: child, exited, kill, output: () => output };
}
