import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DiskCache } from './media-cache.js';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'media-cache-'));
});

afterEach(() => rm(dir, { recursive: true, force: true }));

/** Every file under the cache directory, relative to it. */
async function filesIn(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

const open = (maxBytes = 1000, maxFiles = 100) => DiskCache.open({ dir, maxBytes, maxFiles });

describe('DiskCache', () => {
  it('keeps what was set on disk, for itself and for the next process', async () => {
    const cache = await open();
    await cache.set('v1/products/ski.webp@320x400', Buffer.from('picture'));
    expect(cache.has('v1/products/ski.webp@320x400')).toBe(true);
    expect((await cache.get('v1/products/ski.webp@320x400'))?.toString()).toBe('picture');
    expect(await cache.get('v1/products/ski.webp@640x800')).toBeUndefined();
    const files = await filesIn(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{62}$/);

    const reopened = await open();
    expect(reopened.size).toEqual({ files: 1, bytes: 7 });
    expect((await reopened.get('v1/products/ski.webp@320x400'))?.toString()).toBe('picture');
  });

  it('evicts the least recently used files beyond its byte budget', async () => {
    const cache = await open(10);
    await cache.set('a', Buffer.alloc(4));
    await cache.set('b', Buffer.alloc(4));
    await cache.get('a');
    await cache.set('c', Buffer.alloc(4));
    expect(cache.has('b')).toBe(false);
    expect(cache.has('a') && cache.has('c')).toBe(true);
    expect(cache.size).toEqual({ files: 2, bytes: 8 });
    expect(await filesIn(dir)).toHaveLength(2);
  });

  it('evicts beyond its file count, and skips a value larger than the whole budget', async () => {
    const cache = await open(100, 2);
    for (const key of ['a', 'b', 'c']) await cache.set(key, Buffer.alloc(1));
    expect([cache.has('a'), cache.has('b'), cache.has('c')]).toEqual([false, true, true]);
    await cache.set('big', Buffer.alloc(101));
    expect(cache.has('big')).toBe(false);
    expect(await filesIn(dir)).toHaveLength(2);
  });

  it('deletes leftovers of interrupted writes when it opens, and holds to a smaller budget', async () => {
    const first = await open();
    for (const key of ['a', 'b', 'c']) await first.set(key, Buffer.alloc(4));
    await mkdir(path.join(dir, '00'), { recursive: true });
    await writeFile(path.join(dir, '00', 'half-written.1a2b.tmp'), 'half');
    const second = await open(8);
    expect(second.size).toEqual({ files: 2, bytes: 8 });
    expect(await filesIn(dir)).toHaveLength(2);
    expect((await filesIn(dir)).some((file) => file.endsWith('.tmp'))).toBe(false);
  });

  it('forgets a file deleted behind its back', async () => {
    const cache = await open();
    await cache.set('a', Buffer.from('x'));
    for (const file of await filesIn(dir)) await rm(path.join(dir, file));
    expect(await cache.get('a')).toBeUndefined();
    expect(cache.size).toEqual({ files: 0, bytes: 0 });
  });
});
