import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is single-process: a second process opening the same data directory corrupts it.
 * The lock file holds the owner's pid; a lock left by a dead process is taken over.
 * Returns the function that releases the lock.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockPath = path.join(dataDir, 'pglite.lock');
  try {
    await writeFile(lockPath, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = Number((await readFile(lockPath, 'utf8')).trim());
    if (Number.isInteger(owner) && owner > 0 && isProcessAlive(owner)) {
      throw new Error(
        `The database in ${dataDir} is in use by process ${owner}. Stop it first ` +
          `(or remove ${lockPath} if that process is not the shop).`,
      );
    }
    await writeFile(lockPath, String(process.pid));
  }
  return () => rm(lockPath, { force: true });
}
