import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createListCache, createMemo } from './product-list.cache.js';

describe('the product list cache (issue 10)', () => {
  it('builds a list once, serves it until it is older than the ttl, then builds it again', async () => {
    let time = 0;
    let builds = 0;
    const cache = createListCache({ ttlMs: 60_000, now: () => time });
    const build = async () => JSON.stringify({ build: ++builds });
    const first = await cache.get('group', build);
    time = 59_999;
    expect(await cache.get('group', build)).toBe(first);
    time = 60_000;
    const second = await cache.get('group', build);
    expect(second.json).toBe('{"build":2}');
    expect(second.etag).not.toBe(first.etag);
    expect(brotliDecompressSync(second.br).toString()).toBe(second.json);
  });

  it('builds a list once for requests that miss at the same time', async () => {
    let builds = 0;
    const cache = createListCache();
    const build = async () => {
      builds += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return '[]';
    };
    const lists = await Promise.all(Array.from({ length: 20 }, () => cache.get('same', build)));
    expect(builds).toBe(1);
    expect(new Set(lists).size).toBe(1);
  });

  it('lets the least recently used lists go when full, and keeps nothing larger than the whole', async () => {
    const json = (fill: string) => JSON.stringify(fill.repeat(2000));
    const cache = createListCache({ maxBytes: 5000 });
    await cache.get('a', async () => json('a'));
    await cache.get('b', async () => json('b'));
    await cache.get('a', async () => json('changed'));
    await cache.get('c', async () => json('c'));
    // a was used after b: b went first.
    expect((await cache.get('a', async () => json('x'))).json).toBe(json('a'));
    expect((await cache.get('b', async () => json('rebuilt'))).json).toBe(json('rebuilt'));
    const huge = await cache.get('huge', async () => json('h'.repeat(10)));
    expect(huge.json.length).toBeGreaterThan(5000);
    expect(cache.size.bytes).toBeLessThanOrEqual(5000);
  });

  it('lets values nobody asked for within their time go, not only when full', async () => {
    let time = 0;
    const memo = createMemo<string>({ ttlMs: 60_000, now: () => time });
    for (const key of ['a', 'b', 'c']) await memo.get(key, async () => key);
    time = 30_000;
    await memo.get('c', async () => 'c again');
    time = 61_000;
    // A store purges what expired unasked: a and b (c was used at 30 s but stored at 0, so it
    // goes too); only the new value stays.
    await memo.get('d', async () => 'd');
    expect(memo.size.entries).toBe(1);
  });

  it('does not keep a list whose build failed', async () => {
    const cache = createListCache();
    await expect(cache.get('broken', () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    expect((await cache.get('broken', async () => '[]')).json).toBe('[]');
  });
});

describe('the memo under the caches (issue 10: whole lists and facet names kept parsed)', () => {
  it('bounds what it keeps by sizeOf, the least recently used going first', async () => {
    let time = 0;
    const memo = createMemo<number[]>({
      ttlMs: 1000,
      maxSize: 5,
      sizeOf: (value) => value.length,
      now: () => time,
    });
    await memo.get('a', async () => [1, 2, 3]);
    await memo.get('b', async () => [4, 5]);
    expect(memo.size).toEqual({ entries: 2, total: 5 });
    await memo.get('c', async () => [6]);
    expect(memo.size).toEqual({ entries: 2, total: 3 });
    // a was the oldest: it went, and is built again, then kept until the ttl.
    expect(await memo.get('a', async () => [7])).toEqual([7]);
    time = 999;
    expect(await memo.get('a', async () => [8])).toEqual([7]);
    time = 1000;
    expect(await memo.get('a', async () => [9])).toEqual([9]);
  });

  it('serves an expired value within the stale window while building its successor once', async () => {
    let time = 0;
    let builds = 0;
    let release: () => void = () => undefined;
    const memo = createMemo<number>({ ttlMs: 1000, staleMs: 5000, now: () => time });
    const slowBuild = async () => {
      builds += 1;
      const value = builds;
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return value;
    };
    const first = memo.get('list', slowBuild);
    release();
    expect(await first).toBe(1);
    time = 1500;
    // Expired: the old value at once, and one rebuild however many ask meanwhile.
    expect(await memo.get('list', slowBuild)).toBe(1);
    expect(await memo.get('list', slowBuild)).toBe(1);
    expect(builds).toBe(2);
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await memo.get('list', slowBuild)).toBe(2);
    // Past the stale window the request waits for the new value.
    time = 1500 + 6000;
    const waited = memo.get('list', async () => 3);
    expect(await waited).toBe(3);
  });

  it('keeps the old value when a rebuild in the background fails', async () => {
    let time = 0;
    const memo = createMemo<string>({ ttlMs: 1000, staleMs: 5000, now: () => time });
    await memo.get('list', async () => 'old');
    time = 2000;
    expect(await memo.get('list', () => Promise.reject(new Error('database down')))).toBe('old');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await memo.get('list', async () => 'new')).toBe('old');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await memo.get('list', async () => 'newer')).toBe('new');
  });

  it('keeps an expired value whose data has not changed, and rebuilds it once the data has', async () => {
    let time = 0;
    let dataVersion = 'v1';
    let checks = 0;
    const version = async () => {
      checks += 1;
      return dataVersion;
    };
    const memo = createMemo<string>({ ttlMs: 1000, version, now: () => time });
    expect(await memo.get('list', async () => 'first')).toBe('first');
    time = 5000;
    // The data is as it was: the value is kept for another ttl, without a build.
    expect(await memo.get('list', async () => 'not built')).toBe('first');
    expect(checks).toBe(2);
    time = 5999;
    expect(await memo.get('list', async () => 'not built')).toBe('first');
    expect(checks).toBe(2);
    dataVersion = 'v2';
    time = 6000;
    expect(await memo.get('list', async () => 'second')).toBe('second');
    time = 7000;
    expect(await memo.get('list', async () => 'not built')).toBe('second');
  });

  it('rebuilds an expired value when the data version cannot be read', async () => {
    let time = 0;
    let failing = false;
    const version = async () => {
      if (failing) throw new Error('database down');
      return 'v1';
    };
    const memo = createMemo<string>({ ttlMs: 1000, version, now: () => time });
    await memo.get('list', async () => 'first');
    failing = true;
    time = 1000;
    expect(await memo.get('list', async () => 'rebuilt')).toBe('rebuilt');
    // Built without a version: the next expiry rebuilds it even when the version reads again.
    failing = false;
    time = 2000;
    expect(await memo.get('list', async () => 'again')).toBe('again');
  });

  it('checks an expired value within the stale window in the background, once', async () => {
    let time = 0;
    let checks = 0;
    let builds = 0;
    const version = async () => {
      checks += 1;
      return 'v1';
    };
    const memo = createMemo<number>({ ttlMs: 1000, staleMs: 5000, version, now: () => time });
    const build = async () => ++builds;
    await memo.get('list', build);
    time = 1500;
    const answers = await Promise.all([memo.get('list', build), memo.get('list', build)]);
    expect(answers).toEqual([1, 1]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect({ checks, builds }).toEqual({ checks: 2, builds: 1 });
  });

  it('counts bytes of keys and values when not told otherwise, two a character past Latin-1', async () => {
    const memo = createMemo<{ name: string }>({ maxSize: 1000 });
    await memo.get('k', async () => ({ name: 'a'.repeat(100) }));
    // JSON {"name":"a…"} is 111 characters: doubled for the object, plus the key.
    expect(memo.size.total).toBe(2 * 111 + 1);
    await memo.get('ru', async () => ({ name: 'я'.repeat(100) }));
    expect(memo.size.total).toBe(2 * 111 + 1 + 4 * 111 + 2);
    // Past the bound, the oldest goes.
    await memo.get('big', async () => ({ name: 'b'.repeat(300) }));
    expect(memo.size.entries).toBe(1);
    expect(memo.size.total).toBeLessThanOrEqual(1000);
  });

  it('drops values of a versioned memo unasked for idleMs, at the next store or miss', async () => {
    let time = 0;
    const memo = createMemo<string>({
      ttlMs: 0,
      idleMs: 60_000,
      version: async () => 'v1',
      now: () => time,
    });
    for (const key of ['a', 'b', 'c']) await memo.get(key, async () => key);
    time = 30_000;
    await memo.get('c', async () => 'c again');
    time = 61_000;
    // A miss purges: a and b were unasked for a minute, c was asked at 30 s.
    await memo.get('d', async () => 'd');
    expect(memo.size.entries).toBe(2);
  });
});
