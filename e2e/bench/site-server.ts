import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stopProcessGroup } from './process-group';

/** The built site served by the api for one bench, and how to stop it. */
export interface Site {
  readonly origin: string;
  stop(): Promise<void>;
}

const START_ATTEMPTS = 240;
const START_POLL_MS = 500;

/**
 * Serves the built site with `npm run start -w api` on a fresh data directory, so every bench
 * measures the same freshly seeded catalogue (SEED_PRODUCTS, 200 by default). Resolves once
 * `/remotes.json` answers, which is after the seed. Stopping removes the data directory.
 */
export async function startSite(port: number): Promise<Site> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-'));
  const server = spawn('npm', ['run', 'start', '-w', 'api'], {
    cwd: join(import.meta.dirname, '..', '..'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_PRODUCTS: process.env.SEED_PRODUCTS ?? '200',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const stop = async () => {
    await stopProcessGroup(server);
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
  };
  const site = { origin: `http://127.0.0.1:${port}`, stop };
  try {
    await waitForRegistry(site.origin);
  } catch (error) {
    await stop();
    throw error;
  }
  return site;
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
