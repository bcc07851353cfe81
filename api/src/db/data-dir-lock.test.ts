import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock.js';

const LOCK_MODULE = fileURLToPath(new URL('./data-dir-lock.ts', import.meta.url));
const isLinux = process.platform === 'linux';

let dataDir: string;
let lockPath: string;
const children: ChildProcess[] = [];

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'shop-lock-'));
  lockPath = path.join(dataDir, 'pglite.lock');
});
afterEach(async () => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

/** A process that stays alive until the test ends. */
async function startIdle(command: string, args: string[]): Promise<number> {
  const child = spawn(command, args, { stdio: 'ignore' });
  children.push(child);
  await once(child, 'spawn');
  if (child.pid === undefined) throw new Error(`${command} did not start`);
  return child.pid;
}

/** Another process of the shop, holding the lock of `dataDir` once this resolves. */
async function startHolder(): Promise<ChildProcess & { pid: number }> {
  const script = `const { lockDataDir } = await import(${JSON.stringify(LOCK_MODULE)});
await lockDataDir(${JSON.stringify(dataDir)});
process.stdout.write('locked\\n');
setInterval(() => {}, 60_000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const [output] = await once(child.stdout, 'data');
  expect(String(output)).toBe('locked\n');
  if (child.pid === undefined) throw new Error('the holder did not start');
  return child as ChildProcess & { pid: number };
}

async function lockOwnerPid() {
  return JSON.parse(await readFile(lockPath, 'utf8')).pid;
}

describe('the data-directory lock', () => {
  it('takes a free directory, names this process and removes the lock on release', async () => {
    const release = await lockDataDir(dataDir);
    expect(await lockOwnerPid()).toBe(process.pid);
    await release();
    await expect(readFile(lockPath)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('refuses a second lock in the same process until the first is released', async () => {
    const release = await lockDataDir(dataDir);
    await expect(lockDataDir(dataDir)).rejects.toThrow(
      `in use by process ${process.pid}, this one`,
    );
    await release();
    await (await lockDataDir(dataDir))();
  });

  it('takes over a lock naming its own pid that it does not hold (a restarted container)', async () => {
    await writeFile(lockPath, String(process.pid));
    const release = await lockDataDir(dataDir);
    expect(await lockOwnerPid()).toBe(process.pid);
    await release();
    await writeFile(lockPath, JSON.stringify({ pid: process.pid, instance: 'an-earlier-boot:1' }));
    await (await lockDataDir(dataDir))();
  });

  it('takes over a lock whose process has exited', async () => {
    const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
    await once(child, 'exit');
    await writeFile(lockPath, String(child.pid));
    await (await lockDataDir(dataDir))();
  });

  it('takes over a lock it cannot read', async () => {
    await writeFile(lockPath, 'not a pid');
    await (await lockDataDir(dataDir))();
  });

  it.runIf(isLinux)('takes over a lock naming a live process that is not node', async () => {
    const pid = await startIdle('sleep', ['60']);
    await writeFile(lockPath, String(pid));
    const release = await lockDataDir(dataDir);
    expect(await lockOwnerPid()).toBe(process.pid);
    await release();
  });

  it.runIf(isLinux)(
    'takes over a lock naming a live node process that did not write it',
    async () => {
      const pid = await startIdle(process.execPath, ['-e', 'setInterval(() => {}, 60_000)']);
      await writeFile(lockPath, JSON.stringify({ pid, instance: 'an-earlier-boot:1' }));
      await (await lockDataDir(dataDir))();
    },
  );

  it('refuses a bare-pid lock naming a live node process, which may be the shop', async () => {
    const pid = await startIdle(process.execPath, ['-e', 'setInterval(() => {}, 60_000)']);
    await writeFile(lockPath, String(pid));
    await expect(lockDataDir(dataDir)).rejects.toThrow(`in use by process ${pid}. Stop it first`);
  });

  it('refuses while another shop process holds the directory, and takes over once it dies', async () => {
    const holder = await startHolder();
    await expect(lockDataDir(dataDir)).rejects.toThrow(
      `The database in ${dataDir} is in use by process ${holder.pid}. Stop it first`,
    );
    holder.kill('SIGKILL');
    await once(holder, 'exit');
    const release = await lockDataDir(dataDir);
    expect(await lockOwnerPid()).toBe(process.pid);
    await release();
  });

  it('leaves a lock that another process has taken over since', async () => {
    const release = await lockDataDir(dataDir);
    await writeFile(lockPath, JSON.stringify({ pid: 1, instance: 'someone-else:1' }));
    await release();
    expect(await lockOwnerPid()).toBe(1);
  });
});
