import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A product list as it is sent: the JSON, its compressed forms and its entity tag. */
export interface CachedList {
  readonly json: string;
  readonly br: Buffer;
  readonly gzip: Buffer;
  readonly etag: string;
}

export interface MemoOptions<T> {
  /** How long a value is served before it is built again. */
  readonly ttlMs?: number;
  /**
   * How long past `ttlMs` a value is still served while a new one is built in the background;
   * 0 (the default) builds it while the request waits.
   */
  readonly staleMs?: number;
  /** The most the memo holds, counting `sizeOf` of each value; the oldest go first. */
  readonly maxSize?: number;
  /** A value's share of `maxSize`; 1 (so `maxSize` counts entries) when not given. */
  readonly sizeOf?: (value: T) => number;
  /**
   * The version of the data values are built from (e.g. `readCatalogueVersion`), read before
   * each build. A value past `ttlMs` whose data is still at that version is kept for another
   * `ttlMs` instead of being built again; only a changed version (or a failed read) rebuilds it.
   */
  readonly version?: () => Promise<string>;
  readonly now?: () => number;
}

export interface ListCacheOptions {
  /** How long a list is served before it is built again; the GET's `max-age` is the same. */
  readonly ttlMs?: number;
  /** The most the cache holds, counting JSON and compressed bytes; the oldest go first. */
  readonly maxBytes?: number;
  readonly now?: () => number;
}

const sizeOfList = (list: CachedList) => list.json.length + list.br.length + list.gzip.length;

/** Encodes a list once: JSON, Brotli (quality 5, fast enough to do on a miss) and gzip. */
export function encodeList(json: string): CachedList {
  return {
    json,
    br: brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzip: gzipSync(json),
    // Weak: the same list is sent in three encodings, which If-None-Match treats alike.
    etag: `W/"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`,
  };
}

interface MemoEntry<T> {
  readonly value: T;
  readonly size: number;
  storedAt: number;
  /** The data's version read before the value was built (with the `version` option). */
  readonly version: string | undefined;
}

/**
 * Values built lately, by key (issue 10: what was asked for within the last minute is answered
 * without the database). Entries live `ttlMs` (prices and stock may be that old, as the GET's
 * `Cache-Control` already allows) and the least recently used go first when the memo is full;
 * concurrent misses for one key build it once, and a failed build is not kept. With `staleMs`
 * an expired value is served once more while its successor is built, so nobody waits for a
 * rebuild of a value asked for within the stale window; a rebuild that fails keeps the old
 * value, and the request after the window builds it while it waits (and sees the failure).
 * With `version`, an expired value is first checked against the data's version and kept for
 * another `ttlMs` when the data has not changed: a quiet catalogue is not read again every minute
 * (on the embedded database, reading the largest list blocks the server for a second or two).
 */
export function createMemo<T>({
  ttlMs = 60_000,
  staleMs = 0,
  maxSize = Number.POSITIVE_INFINITY,
  sizeOf = () => 1,
  version,
  now = Date.now,
}: MemoOptions<T> = {}) {
  const entries = new Map<string, MemoEntry<T>>();
  const building = new Map<string, Promise<T>>();
  let total = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    total -= entry.size;
  };
  const store = (key: string, value: T, builtAt: string | undefined) => {
    remove(key);
    const size = sizeOf(value);
    if (size > maxSize) return;
    entries.set(key, { value, size, storedAt: now(), version: builtAt });
    total += size;
    // Least recently used first: past the bound, or unused for longer than a value may be
    // served (it would be built again anyway), an entry goes. Without `version`, nothing keeps
    // an unasked value alive past its time.
    const servedFor = ttlMs + staleMs;
    for (const [oldest, entry] of entries) {
      const isExpired = version === undefined && now() - entry.storedAt >= servedFor;
      if (total <= maxSize && !isExpired) break;
      remove(oldest);
    }
  };

  /**
   * Builds the value for `key` once however many ask, and keeps it when the build succeeds. An
   * `expired` entry whose data is still at the version it was built from is kept for another
   * `ttlMs` instead.
   */
  const refresh = (key: string, build: () => Promise<T>, expired?: MemoEntry<T>) => {
    const made = (async () => {
      const current = version ? await version().catch(() => undefined) : undefined;
      if (expired && current !== undefined && current === expired.version) {
        if (entries.get(key) === expired) expired.storedAt = now();
        return expired.value;
      }
      const value = await build();
      store(key, value, current);
      return value;
    })().finally(() => building.delete(key));
    building.set(key, made);
    return made;
  };

  return {
    /** The value kept for `key`, or the one `build` makes, then kept. */
    async get(key: string, build: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      const age = hit ? now() - hit.storedAt : Number.POSITIVE_INFINITY;
      if (hit && age < ttlMs + staleMs) {
        // Most recently used last: the oldest are removed first.
        entries.delete(key);
        entries.set(key, hit);
        if (age >= ttlMs && !building.has(key)) refresh(key, build, hit).catch(() => undefined);
        return hit.value;
      }
      return building.get(key) ?? refresh(key, build, hit);
    },
    /** How many values are kept, and the sum of their sizes. */
    get size() {
      return { entries: entries.size, total };
    },
  };
}

/**
 * The product lists asked for lately, by request (issue 10: a group already asked for answers
 * without the database, compressed once): a memo of encoded lists, bounded by their bytes.
 */
export function createListCache({
  ttlMs,
  maxBytes = 32 * 1024 * 1024,
  now,
}: ListCacheOptions = {}) {
  const memo = createMemo<CachedList>({ ttlMs, maxSize: maxBytes, sizeOf: sizeOfList, now });
  return {
    /** The cached list for `key`, or the one `build` makes (its JSON text) and keeps. */
    get: (key: string, build: () => Promise<string>): Promise<CachedList> =>
      memo.get(key, async () => encodeList(await build())),
    get size() {
      const { entries, total } = memo.size;
      return { entries, bytes: total };
    },
  };
}

export type ListCache = ReturnType<typeof createListCache>;

/** Whether the request's `If-None-Match` names the entity tag (weak comparison) or is `*`. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * Sends a cached list: 304 when the client has it (`If-None-Match`), else the compressed form
 * the client accepts, which the compression plugin then leaves alone.
 */
export function sendList(request: FastifyRequest, reply: FastifyReply, list: CachedList) {
  reply.header('etag', list.etag).header('vary', 'accept-encoding');
  if (matchesEtag(request.headers['if-none-match'], list.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const accepted = request.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(list.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(list.gzip);
  return reply.send(list.json);
}
