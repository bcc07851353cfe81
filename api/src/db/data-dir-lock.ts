import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** What a lock file records about the process that took it. */
interface LockOwner {
  readonly pid: number;
  /** Which process had that pid (boot and start time, where /proc tells): pids are reused. */
  readonly instance?: string;
}

/** Lock files this process holds: a second open of the same directory here is refused too. */
const heldHere = new Set<string>();

/** Attempts at taking a lock that other starting processes keep taking over as well. */
const TAKE_ATTEMPTS = 3;

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The boot and start time of a process from /proc, which tell the process that wrote a lock
 * from a later one given the same pid; undefined where /proc is missing or hidden.
 */
async function readInstance(pid: number): Promise<string | undefined> {
  try {
    const [bootId, stat] = await Promise.all([
      readFile('/proc/sys/kernel/random/boot_id', 'utf8'),
      readFile(`/proc/${pid}/stat`, 'utf8'),
    ]);
    // The start time is field 22; the command name (field 2) may hold spaces and parentheses,
    // so count from the last parenthesis, where field 3 begins.
    const startTime = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    return startTime ? `${bootId.trim()}:${startTime}` : undefined;
  } catch {
    return undefined;
  }
}

/** The program a process runs (its argv[0]); '' for a zombie; undefined where unreadable. */
async function readProgram(pid: number): Promise<string | undefined> {
  try {
    const commandLine = await readFile(`/proc/${pid}/cmdline`, 'utf8');
    return commandLine.split('\0')[0] ?? '';
  } catch {
    return undefined;
  }
}

function isNodeProgram(program: string): boolean {
  const name = path.basename(program);
  return name === path.basename(process.execPath) || /^node(js)?[\d.]*(\.exe)?$/i.test(name);
}

/** The owner a lock file names: `{"pid":…,"instance":…}`, or a bare pid from older versions. */
function parseOwner(text: string): LockOwner | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const record = typeof value === 'number' ? { pid: value } : value;
  if (typeof record !== 'object' || record === null || !('pid' in record)) return undefined;
  const { pid } = record;
  if (typeof pid !== 'number' || !Number.isInteger(pid) || pid <= 0) return undefined;
  const instance = 'instance' in record ? record.instance : undefined;
  return typeof instance === 'string' ? { pid, instance } : { pid };
}

/** Whether the process a lock names may still have the directory open. */
async function mayHoldDirectory(owner: LockOwner, lockPath: string): Promise<boolean> {
  // Our own pid in a lock this process did not take is left from an earlier run: a restarted
  // container often gets the same pid again.
  if (owner.pid === process.pid) return heldHere.has(lockPath);
  if (!isProcessAlive(owner.pid)) return false;
  const instance = await readInstance(owner.pid);
  if (instance !== undefined && owner.instance !== undefined) return instance === owner.instance;
  // A lock without the instance (or no /proc): only a node process can be the shop. Where the
  // program cannot be read, a live process is assumed to be it.
  const program = await readProgram(owner.pid);
  return program === undefined || isNodeProgram(program);
}

async function tryCreate(lockPath: string, content: string): Promise<boolean> {
  try {
    await writeFile(lockPath, content, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

async function readLock(lockPath: string): Promise<string | undefined> {
  try {
    return await readFile(lockPath, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function inUseError(dataDir: string, lockPath: string, pid: number): Error {
  if (pid === process.pid) {
    return new Error(`The database in ${dataDir} is in use by process ${pid}, this one.`);
  }
  return new Error(
    `The database in ${dataDir} is in use by process ${pid}. Stop it first ` +
      `(or remove ${lockPath} if that process is not the shop).`,
  );
}

/**
 * PGlite is single-process: a second process opening the same data directory corrupts it.
 * The lock file names the owner's pid and, on Linux, which process had that pid. A lock is
 * taken over when it names this process (and this process does not hold it), a process that
 * has exited, or a live process that is not the one that wrote it (on Linux: another start
 * time, or a program other than node). Returns the function that releases the lock.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockPath = path.resolve(dataDir, 'pglite.lock');
  const content = JSON.stringify({
    pid: process.pid,
    instance: await readInstance(process.pid),
  } satisfies LockOwner);
  for (let attempt = 1; !(await tryCreate(lockPath, content)); attempt += 1) {
    const text = await readLock(lockPath);
    const owner = text === undefined ? undefined : parseOwner(text);
    if (owner && (await mayHoldDirectory(owner, lockPath))) {
      throw inUseError(dataDir, lockPath, owner.pid);
    }
    if (attempt === TAKE_ATTEMPTS) {
      throw new Error(`The database in ${dataDir} is being opened by another process as well.`);
    }
    if (text !== undefined) await rm(lockPath, { force: true });
  }
  heldHere.add(lockPath);
  return async () => {
    heldHere.delete(lockPath);
    // A lock another process has taken over (it judged this one stale) stays theirs.
    if ((await readLock(lockPath)) === content) await rm(lockPath, { force: true });
  };
}
