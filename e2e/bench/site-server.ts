import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { stopProcessGroup } from './process-group';

/** The built site served by the api for one bench, and how to stop it. */
export interface Site {
  readonly origin: string;
  /** Milliseconds from starting the api on the prepared directory to its first answer. */
  readonly firstAnswerMs: number;
  /** The api's resident memory now, in MiB. */
  residentMiB(): number;
  /** The render process's resident memory now, in MiB (0 when none runs). */
  renderProcessMiB(): number;
  /**
   * Stops the api and starts it again on the same (reopened) directory; resolves with the
   * milliseconds to its first answer.
   */
  restart(): Promise<number>;
  /** Stops the api and removes the data directory. */
  stop(): Promise<void>;
}

const API_DIRECTORY = join(import.meta.dirname, '..', '..', 'api');
/** The api's heap ceiling as `npm start` sets it (scripts/run.mjs; the production test checks). */
export const API_HEAP_FLAG = '--max-old-space-size=512';
// Asked every 10 ms (for two minutes at most): the start is measured to a hundredth of a second.
const START_ATTEMPTS = 12_000;
const START_POLL_MS = 10;

/**
 * Serves the built site as `npm start` does: `cli.js prepare` migrates and seeds a fresh data
 * directory (`seedProducts`, else SEED_PRODUCTS, else 200, so every bench measures the same
 * catalogue) and
 * publishes the built remotes, then the compiled api (`node dist/server.js`) opens it, with
 * `extraEnv` added. Resolves once `/remotes.json` answers; `firstAnswerMs` is the api's start on
 * the prepared directory.
 */
export async function startSite(
  port: number,
  seedProducts?: number,
  extraEnv: Readonly<Record<string, string>> = {},
): Promise<Site> {
  const directory = mkdtempSync(join(tmpdir(), 'shop-bench-'));
  const removeDirectory = () => rmSync(directory, { recursive: true, force: true, maxRetries: 3 });
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: directory,
    DATABASE_URL: '',
    SEED_PRODUCTS: String(seedProducts ?? process.env.SEED_PRODUCTS ?? '200'),
    LOG_LEVEL: 'warn',
    // Lighthouse and the catalogue bench load many pictures from one address.
    MEDIA_REQUESTS_PER_MINUTE: '100000',
    MEDIA_RENDERS_PER_ADDRESS: '1000',
    LIST_READS_PER_MINUTE: '100000',
    LOGINS_PER_MINUTE: '1000',
    // As `npm start` runs the api (scripts/start.mjs).
    MALLOC_ARENA_MAX: '2',
    ...extraEnv,
  };
  try {
    await promisify(execFile)(process.execPath, ['dist/cli.js', 'prepare'], {
      cwd: API_DIRECTORY,
      env,
    });
  } catch (error) {
    removeDirectory();
    throw error;
  }
  const origin = `http://127.0.0.1:${port}`;
  const startServer = async () => {
    const startedAt = performance.now();
    const started = spawn(process.execPath, [API_HEAP_FLAG, 'dist/server.js'], {
      cwd: API_DIRECTORY,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
    });
    try {
      await waitForRegistry(origin);
    } catch (error) {
      await stopProcessGroup(started);
      throw error;
    }
    return { started, firstAnswerMs: performance.now() - startedAt };
  };
  let server: ChildProcess;
  let firstAnswerMs: number;
  try {
    ({ started: server, firstAnswerMs } = await startServer());
  } catch (error) {
    removeDirectory();
    throw error;
  }
  return {
    origin,
    firstAnswerMs,
    residentMiB: () => residentMiB(server.pid),
    renderProcessMiB: () => residentMiB(childPids(server.pid)[0]) || 0,
    async restart() {
      await stopProcessGroup(server);
      const again = await startServer();
      server = again.started;
      return again.firstAnswerMs;
    },
    async stop() {
      await stopProcessGroup(server);
      removeDirectory();
    },
  };
}

/** Resident memory of a process in MiB, from /proc (Linux, where the bench runs). */
function residentMiB(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]) / 1024;
}

/** The processes a process started (the api: its render process), from /proc. */
function childPids(pid: number | undefined): number[] {
  if (pid === undefined) return [];
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        // `pid (name) state ppid …`: the name may hold spaces, the fields after it do not.
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

async function waitForRegistry(origin: string): Promise<void> {
  for (let attempt = 0; attempt < START_ATTEMPTS; attempt += 1) {
    const isUp = await fetch(`${origin}/remotes.json`).then(
      (response) => response.ok,
      () => false,
    );
    if (isUp) return;
    await new Promise((resolve) => setTimeout(resolve, START_POLL_MS));
  }
  throw new Error('the api did not start');
}
