import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { FieldValidationError, NotFoundError } from '../../lib/http-errors.js';
import { DiskCache } from './media-cache.js';
import { MEDIA_FOLDERS, MEDIA_FORMATS, type MediaFolder, type MediaFormat } from './media-keys.js';
import { encode, renderSvg } from './media-render.js';
import { snapSize } from './media-sizes.js';
import type { PictureNames } from './picture-names.js';
import { RenderLimit, RenderQueueFullError, RenderShareFullError } from './render-limit.js';

/** Options of the media plugin. */
export interface MediaRoutesOptions {
  /** Directory of the rendered images (`<DATA_DIR>/media-cache`). */
  cacheDir: string;
  /** The picture names the shop uses: any other name is a 404 before any drawing. */
  pictures: PictureNames;
  /** Bytes of rendered images kept on disk; the least recently used go first. */
  cacheBytes?: number;
  /** Number of rendered images kept on disk. */
  cacheFiles?: number;
  /** Renderings at once (default: one per CPU). */
  maxRenders?: number;
  /** Renderings waiting for a slot; beyond that a request is answered 503. */
  maxQueuedRenders?: number;
  /** Renderings one address may have running or waiting; beyond that it is answered 429. */
  maxRendersPerAddress?: number;
  /**
   * The per-address throttle of requests the disk cache cannot answer (a picture to draw, or a
   * name to look up); it throws its 429. Cached pictures never count against it.
   */
  throttle?: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  /** Turns an SVG into the image format; tests pass one that counts. */
  encode?: typeof encode;
}

// Bump when drawings change so browsers holding immutable copies fetch the new ones.
const RENDERER_VERSION = 'v1';
const CONTENT_TYPES: Record<MediaFormat, string> = {
  webp: 'image/webp',
  png: 'image/png',
  svg: 'image/svg+xml',
};
/** A rendering of the largest picture takes up to a second; the queue drains in a few. */
const RETRY_AFTER_SECONDS = 2;

/** Parses an optional size: absent gives undefined, digits are accepted, anything else is a 400. */
function parseSize(field: 'w' | 'h', value: unknown): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !/^\d{1,6}$/.test(value)) {
    throw new FieldValidationError([{ field, message: 'must be a whole number of pixels' }]);
  }
  return Math.max(1, Number(value));
}

/**
 * `GET /media/{folder}/{key}.{webp|png|svg}?w=&h=`: draws product, group, brand, banner, blog
 * and store pictures from the key (no downloads) at the nearest size of `MEDIA_SIZES` (any other
 * `w`/`h` is served at that size, never drawn anew), keeps them on disk and serves them as
 * immutable with an ETag. Only keys some catalogue or content row names are drawn
 * (`PictureNames`); raster renderings run a few at a time, a few per address.
 */
export const mediaRoutes: FastifyPluginAsync<MediaRoutesOptions> = async (app, options) => {
  const cache = await DiskCache.open({
    dir: options.cacheDir,
    maxBytes: options.cacheBytes ?? 512 * 1024 * 1024,
    maxFiles: options.cacheFiles ?? 50_000,
  });
  const limit = new RenderLimit({
    maxActive: options.maxRenders ?? availableParallelism(),
    maxQueued: options.maxQueuedRenders ?? 64,
    maxPerOwner: options.maxRendersPerAddress ?? 8,
  });
  const toImage = options.encode ?? encode;
  const rendering = new Map<string, Promise<Buffer>>();

  /**
   * One rendering per key at a time, written to the cache before anyone else asks again; it
   * counts against the share of the address that asked first.
   */
  function render(key: string, svg: string, format: MediaFormat, owner: string): Promise<Buffer> {
    let pending = rendering.get(key);
    if (!pending) {
      // An SVG is only text: it needs no slot.
      const drawn =
        format === 'svg' ? toImage(svg, format) : limit.run(owner, () => toImage(svg, format));
      pending = drawn
        .then(async (body) => {
          await cache.set(key, body).catch((error: unknown) => {
            app.log.warn({ err: error, key }, 'media cache write failed');
          });
          return body;
        })
        .finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    return pending;
  }

  app.get<{ Params: { folder: string; file: string }; Querystring: Record<string, unknown> }>(
    '/media/:folder/:file',
    async (request, reply) => {
      const { folder, file } = request.params;
      const match = /^([0-9a-z_-]+)\.([a-z]+)$/.exec(file);
      const format = match?.[2] as MediaFormat | undefined;
      if (
        !match ||
        !(MEDIA_FOLDERS as readonly string[]).includes(folder) ||
        !format ||
        !MEDIA_FORMATS.includes(format)
      ) {
        throw new NotFoundError('IMAGE_NOT_FOUND', `No image at ${request.url}`);
      }
      const mediaFolder = folder as MediaFolder;
      const name = match[1] ?? '';
      const [width, height] = snapSize(
        mediaFolder,
        parseSize('w', request.query.w),
        parseSize('h', request.query.h),
      );
      const key = `${RENDERER_VERSION}/${folder}/${name}.${format}@${width}x${height}`;
      // Only names in use were ever drawn, so a cached picture needs no check and costs nothing
      // against the throttle; any other request is counted and its name looked up first, so an
      // invented name is a 404 before any drawing.
      const isCached = cache.has(key);
      if (!isCached) {
        await options.throttle?.(request, reply);
        if (!(await options.pictures.has(mediaFolder, name))) {
          throw new NotFoundError('IMAGE_NOT_FOUND', `No image at ${request.url}`);
        }
      }
      const etag = `"${createHash('sha1').update(key).digest('base64url').slice(0, 22)}"`;
      if (request.headers['if-none-match'] === etag) {
        return reply.code(304).headers(cacheHeaders(etag)).send();
      }
      let body = isCached ? await cache.get(key) : undefined;
      if (!body) {
        // A cached file evicted (or deleted) since `has` is drawn after all.
        const drawing = renderSvg(mediaFolder, name, width, height);
        if (!drawing) throw new NotFoundError('IMAGE_NOT_FOUND', `No image at ${request.url}`);
        try {
          body = await render(key, drawing, format, request.ip);
        } catch (error) {
          if (error instanceof RenderQueueFullError || error instanceof RenderShareFullError) {
            reply.header('retry-after', String(RETRY_AFTER_SECONDS));
          }
          throw error;
        }
      }
      return reply.headers(cacheHeaders(etag)).type(CONTENT_TYPES[format]).send(body);
    },
  );
};

function cacheHeaders(etag: string) {
  return { 'cache-control': 'public, max-age=31536000, immutable', etag };
}
