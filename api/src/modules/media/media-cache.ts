import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where and how much the disk cache keeps. */
export interface DiskCacheOptions {
  /** The cache's own directory (`<DATA_DIR>/media-cache`); created when missing. */
  readonly dir: string;
  /** Total bytes of the files kept; the least recently used go first. */
  readonly maxBytes: number;
  /** Number of files kept, whatever their size. */
  readonly maxFiles: number;
}

const TEMP_SUFFIX = '.tmp';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Rendered images on disk, bounded in bytes and files with least-recently-used eviction. A
 * file is named by the hash of its key (`ab/cdef….`), so any key is a safe, short file name,
 * and is written to a temporary file first and renamed into place, so a reader or a crash never
 * sees half a picture. The index of what is on disk lives in memory; opening the cache reads it
 * back from the directory, oldest file first.
 */
export class DiskCache {
  /** File (relative to `dir`) → bytes, least recently used first: a Map keeps insertion order. */
  private readonly files = new Map<string, number>();
  private bytes = 0;

  private constructor(private readonly options: DiskCacheOptions) {}

  /** Opens the cache in its directory: leftovers of interrupted writes are deleted. */
  static async open(options: DiskCacheOptions): Promise<DiskCache> {
    const cache = new DiskCache(options);
    await mkdir(options.dir, { recursive: true });
    const found: { file: string; size: number; mtimeMs: number }[] = [];
    const folders = await readdir(options.dir, { withFileTypes: true });
    for (const folder of folders) {
      if (!folder.isDirectory() || !/^[0-9a-f]{2}$/.test(folder.name)) continue;
      const names = await readdir(path.join(options.dir, folder.name));
      await Promise.all(
        names.map(async (name) => {
          const file = path.join(folder.name, name);
          const absolute = path.join(options.dir, file);
          if (name.endsWith(TEMP_SUFFIX)) return rm(absolute, { force: true });
          const stats = await stat(absolute).catch(() => undefined);
          if (stats?.isFile()) found.push({ file, size: stats.size, mtimeMs: stats.mtimeMs });
        }),
      );
    }
    found.sort((a, b) => a.mtimeMs - b.mtimeMs);
    for (const { file, size } of found) cache.remember(file, size);
    await cache.evict();
    return cache;
  }

  /** Whether the key has a file (without reading it). */
  has(key: string): boolean {
    return this.files.has(this.fileOf(key));
  }

  /** The key's bytes, or undefined when they are not on disk. */
  async get(key: string): Promise<Buffer | undefined> {
    const file = this.fileOf(key);
    const size = this.files.get(file);
    if (size === undefined) return undefined;
    this.files.delete(file);
    this.files.set(file, size);
    try {
      return await readFile(path.join(this.options.dir, file));
    } catch (error) {
      if (!isMissing(error)) throw error;
      this.forget(file);
      return undefined;
    }
  }

  /** Writes the key's bytes (temp file, then rename) and evicts beyond the bounds. */
  async set(key: string, body: Buffer): Promise<void> {
    if (body.length > this.options.maxBytes) return;
    const file = this.fileOf(key);
    const absolute = path.join(this.options.dir, file);
    const temp = `${absolute}.${randomBytes(6).toString('hex')}${TEMP_SUFFIX}`;
    await mkdir(path.dirname(absolute), { recursive: true });
    try {
      await writeFile(temp, body, { flag: 'wx' });
      await rename(temp, absolute);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    this.forget(file);
    this.remember(file, body.length);
    await this.evict();
  }

  /** Files and bytes held, for tests and logs. */
  get size(): { readonly files: number; readonly bytes: number } {
    return { files: this.files.size, bytes: this.bytes };
  }

  private fileOf(key: string): string {
    const hash = createHash('sha256').update(key).digest('hex');
    return path.join(hash.slice(0, 2), hash.slice(2));
  }

  private remember(file: string, size: number): void {
    this.files.set(file, size);
    this.bytes += size;
  }

  private forget(file: string): void {
    const size = this.files.get(file);
    if (size === undefined) return;
    this.files.delete(file);
    this.bytes -= size;
  }

  /** Deletes the least recently used files until both bounds hold. */
  private async evict(): Promise<void> {
    const victims: string[] = [];
    for (const file of this.files.keys()) {
      if (this.bytes <= this.options.maxBytes && this.files.size <= this.options.maxFiles) break;
      this.forget(file);
      victims.push(file);
    }
    await Promise.all(
      victims.map((file) => rm(path.join(this.options.dir, file), { force: true })),
    );
  }
}
