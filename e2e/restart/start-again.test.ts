import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { REMOTE_PACKAGES, remoteRegistrySchema } from '@shop/shared-contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { PRODUCT_GROUP_PATH } from '../bench/bench-pages';

// `npm start` again and again on one data directory must always serve the shop: each start
// rebuilds every package and publishes what it built, and a rebuild of unchanged source is the
// same release (decision 0003 addendum), so the publish is a no-op and nothing is refused.

const REPOSITORY = join(import.meta.dirname, '..', '..');
const PORT = Number(process.env.E2E_RESTART_PORT ?? 8196);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), 'shop-restart-'));
// A person's shell: vitest's own variables (NODE_ENV=test would make the builds development
// builds, without their server build) stay out.
const inherited = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST')),
);
const env = {
  ...inherited,
  PORT: String(PORT),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  // The embedded database: its data directory is what a second start reopens.
  DATABASE_URL: '',
  SEED_PRODUCTS: '60',
  LOG_LEVEL: 'warn',
  ADMIN_PASSWORD: 'restart-test-Admin-2026',
};
const run = promisify(execFile);

afterAll(() => rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 }));

/** `npm start` as a shopper's first command, with its output kept for the failure message. */
function npmStart(): { child: ChildProcess; output: () => string } {
  const child = spawn('npm', ['start'], { cwd: REPOSITORY, env, detached: true });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, output: () => output };
}

/** Resolves once `/remotes.json` answers; rejects when the start exits first or takes too long. */
async function served(child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`npm start exited with ${child.exitCode} before serving:\n${output()}`);
    }
    try {
      if ((await fetch(`${ORIGIN}/remotes.json`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`npm start did not serve within four minutes:\n${output()}`);
}

/** Ctrl-C, as a person stops it: the exit code `npm start` ends with. */
async function stop(child: ChildProcess): Promise<number | null> {
  const exited = once(child, 'exit');
  if (child.pid) process.kill(-child.pid, 'SIGINT');
  await exited;
  return child.exitCode;
}

/** The server's pid, from the lock it holds on the data directory. */
function serverPid(): number {
  const lock = JSON.parse(readFileSync(join(dataDir, 'pglite.lock'), 'utf8')) as { pid: number };
  return lock.pid;
}

/** Waits until `/remotes.json` stops answering (the server is down). */
async function down(): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    try {
      await fetch(`${ORIGIN}/remotes.json`);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the killed server still answers');
}

async function activeVersions(): Promise<Record<string, string>> {
  const registry = remoteRegistrySchema.parse(await (await fetch(`${ORIGIN}/remotes.json`)).json());
  return Object.fromEntries(
    Object.entries(registry.remotes).map(([remote, entry]) => [remote, entry?.version ?? '']),
  );
}

/** `node api/dist/cli.js …` on the stopped shop's data directory. */
async function cli(...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, ['api/dist/cli.js', ...args], {
    cwd: REPOSITORY,
    env,
  });
  return stdout;
}

/** How many `publish` entries the audit trail holds for a remote. */
async function publishCount(remote: string): Promise<number> {
  const history = await cli('remotes', 'history', remote);
  return history.split('\n').filter((line) => /\bpublish\b/.test(line)).length;
}

describe('npm start on the same data directory', () => {
  const versions: Record<string, string>[] = [];

  it('serves the shop at each of three starts, every remote on the version it had', async () => {
    for (let start = 1; start <= 3; start += 1) {
      const { child, output } = npmStart();
      try {
        await served(child, output);
        versions.push(await activeVersions());
        const page = await fetch(`${ORIGIN}/en${PRODUCT_GROUP_PATH}`, {
          headers: { accept: 'text/html' },
        });
        expect(page.status, `start ${start}`).toBe(200);
        const html = await page.text();
        // The product group's remote rendered on the server, not its fallback box.
        expect(html, `start ${start}`).toContain('data-boundary="mf-catalog"');
        expect(html, `start ${start}`).toContain('data-testid="product-card"');
        if (start === 3) {
          // The server dies (a crash, the out-of-memory killer): npm start brings it back.
          process.kill(serverPid(), 'SIGKILL');
          await down();
          await served(child, output);
          expect(output()).toContain('The server stopped by itself');
          expect(await activeVersions()).toEqual(versions[0]);
        }
      } finally {
        expect(await stop(child), `start ${start}:\n${output()}`).toBe(0);
      }
      expect(output()).not.toContain('was published with other content');
    }
    expect(Object.keys(versions[0] ?? {}).sort()).toEqual([...REMOTE_PACKAGES].sort());
    expect(versions[1]).toEqual(versions[0]);
    expect(versions[2]).toEqual(versions[0]);
    for (const remote of REMOTE_PACKAGES) expect(await publishCount(remote), remote).toBe(1);
  }, 900_000);

  it('publishes a remote rebuilt from unchanged source as a no-op', async () => {
    const before = await cli('remotes', 'list');
    for (let build = 1; build <= 2; build += 1) {
      await run('npm', ['run', 'build', '-w', 'mf-content'], { cwd: REPOSITORY, env });
      const published = await cli('remotes', 'publish', 'mf-content');
      expect(published).toContain(versions[0]?.['mf-content']);
    }
    expect(await publishCount('mf-content')).toBe(1);
    expect(await cli('remotes', 'list')).toBe(before);
  }, 300_000);
});
