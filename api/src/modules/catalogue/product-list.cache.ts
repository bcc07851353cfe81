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
  /**
   * The most the memo holds, counting `sizeOf` of each entry; the least recently used go first.
   * Bytes unless `sizeOf` counts otherwise; 8 MiB when not given.
   */
  readonly maxSize?: number;
  /** An entry's share of `maxSize`: by default the bytes of its key and value (`estimateBytes`). */
  readonly sizeOf?: (value: T, key: string) => number;
  /**
   * With `version`: how long an entry may go unasked before it is dropped (10 minutes when not
   * given); without `version` an entry goes once it is past `ttlMs + staleMs` unasked.
   */
  readonly idleMs?: number;
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

/** Bytes a string takes in V8: one a character when all are Latin-1, else two. */
export function stringBytes(text: string): number {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the Latin-1 range starts at NUL.
  return /[^\u0000-\u00ff]/.test(text) ? 2 * text.length : text.length;
}

/**
 * The bytes a plain value (a parsed list, a group's detail) takes in memory, estimated from its
 * JSON: objects, arrays and numbers take some more than their text, so it is doubled.
 */
export function estimateBytes(value: unknown): number {
  return 2 * stringBytes(JSON.stringify(value) ?? '');
}

const sizeOfList = (list: CachedList, key: string) =>
  stringBytes(list.json) + list.br.length + list.gzip.length + list.etag.length + stringBytes(key);

/** The bound of a memo not given one: every memo is bounded in bytes. */
const DEFAULT_MEMO_BYTES = 8 * 1024 * 1024;
const DEFAULT_IDLE_MS = 10 * 60_000;

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
  usedAt: number;
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
  maxSize = DEFAULT_MEMO_BYTES,
  sizeOf = (value, key) => estimateBytes(value) + stringBytes(key),
  idleMs = DEFAULT_IDLE_MS,
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
  /**
   * Least recently used first: past the bound, or unasked for longer than a value may be served
   * (it would be built again anyway; with `version`, for `idleMs`), an entry goes. Run at every
   * store and every miss, so expired values go even when nothing new is kept.
   */
  const purge = () => {
    const at = now();
    for (const [oldest, entry] of entries) {
      const isExpired =
        version === undefined
          ? at - entry.storedAt >= ttlMs + staleMs
          : at - entry.usedAt >= Math.max(idleMs, ttlMs + staleMs);
      if (total <= maxSize && !isExpired) break;
      remove(oldest);
    }
  };
  const store = (key: string, value: T, builtAt: string | undefined) => {
    remove(key);
    const size = sizeOf(value, key);
    if (size > maxSize) return;
    const at = now();
    entries.set(key, { value, size, storedAt: at, usedAt: at, version: builtAt });
    total += size;
    purge();
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
        hit.usedAt = now();
        if (age >= ttlMs && !building.has(key)) refresh(key, build, hit).catch(() => undefined);
        return hit.value;
      }
      if (hit) hit.usedAt = now();
      purge();
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
