import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { FieldValidationError, NotFoundError } from '../../lib/http-errors.js';
import { ByteLru } from './media-cache.js';
import { MEDIA_FOLDERS, MEDIA_FORMATS, type MediaFolder, type MediaFormat } from './media-keys.js';
import { DEFAULT_SIZES, encode, renderSvg } from './media-render.js';

/** Options of the media plugin. */
export interface MediaRoutesOptions {
  /** Memory for rendered images; the least recently used go first. */
  cacheBytes?: number;
}

const MIN_SIZE = 16;
const MAX_SIZE = 2400;
// Bump when drawings change so browsers holding immutable copies fetch the new ones.
const RENDERER_VERSION = 'v1';
const CONTENT_TYPES: Record<MediaFormat, string> = {
  webp: 'image/webp',
  png: 'image/png',
  svg: 'image/svg+xml',
};

/** Parses an optional size: absent gives undefined, digits are clamped, anything else is a 400. */
function parseSize(field: 'w' | 'h', value: unknown): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !/^\d{1,6}$/.test(value)) {
    throw new FieldValidationError([{ field, message: 'must be a whole number of pixels' }]);
  }
  return Math.min(MAX_SIZE, Math.max(MIN_SIZE, Number(value)));
}

/** Fills a missing side from the folder's default aspect ratio. */
function resolveSize(
  folder: MediaFolder,
  w: number | undefined,
  h: number | undefined,
): [number, number] {
  const [dw, dh] = DEFAULT_SIZES[folder];
  const clamp = (n: number) => Math.min(MAX_SIZE, Math.max(MIN_SIZE, Math.round(n)));
  if (w && h) return [w, h];
  if (w) return [w, clamp((w * dh) / dw)];
  if (h) return [clamp((h * dw) / dh), h];
  return [dw, dh];
}

/**
 * `GET /media/{folder}/{key}.{webp|png|svg}?w=&h=`: draws product, group, brand, banner, blog
 * and store pictures from the key alone (no downloads, no database), caches them in memory and
 * serves them as immutable with an ETag.
 */
export const mediaRoutes: FastifyPluginAsync<MediaRoutesOptions> = async (app, options) => {
  const cache = new ByteLru(options.cacheBytes ?? 64 * 1024 * 1024);
  const rendering = new Map<string, Promise<Buffer>>();

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
      const [width, height] = resolveSize(
        mediaFolder,
        parseSize('w', request.query.w),
        parseSize('h', request.query.h),
      );
      const key = `${RENDERER_VERSION}/${folder}/${match[1]}.${format}@${width}x${height}`;
      let body = cache.get(key);
      const svg = body ? undefined : renderSvg(mediaFolder, match[1] ?? '', width, height);
      if (!body && !svg) throw new NotFoundError('IMAGE_NOT_FOUND', `No image at ${request.url}`);
      const etag = `"${createHash('sha1').update(key).digest('base64url').slice(0, 22)}"`;
      reply.header('Cache-Control', 'public, max-age=31536000, immutable').header('ETag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      if (!body) {
        let pending = rendering.get(key);
        if (!pending) {
          pending = encode(svg ?? '', format).finally(() => rendering.delete(key));
          rendering.set(key, pending);
        }
        body = await pending;
        cache.set(key, body);
      }
      return reply.type(CONTENT_TYPES[format]).send(body);
    },
  );
};
