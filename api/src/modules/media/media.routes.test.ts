import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorHandler } from '../../plugins/error-handler.js';
import { type MediaRoutesOptions, mediaRoutes } from './media.routes.js';
import { MEDIA_FOLDERS } from './media-keys.js';
import { encode } from './media-render.js';
import { allowedSizes } from './media-sizes.js';
import type { PictureNames } from './picture-names.js';

let root: string;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'media-routes-'));
});

afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

afterAll(() => rm(root, { recursive: true, force: true }));

/** Every name is in use: these tests are about drawing (picture-names.test.ts is about names). */
const EVERY_NAME: PictureNames = { has: async () => true };

/**
 * A media app with its own cache directory (or the one given), the api's error bodies and,
 * unless told otherwise, every name in use.
 */
async function startApp(options: Partial<MediaRoutesOptions> = {}) {
  const cacheDir = options.cacheDir ?? (await mkdtemp(path.join(root, 'cache-')));
  const app = Fastify();
  apps.push(app);
  await app.register(errorHandler);
  await app.register(mediaRoutes, { pictures: EVERY_NAME, ...options, cacheDir });
  await app.ready();
  return { app, cacheDir };
}

/** The real encoder, counting its calls. */
function countingEncoder() {
  const calls: string[] = [];
  const counted: typeof encode = (svg, format) => {
    calls.push(format);
    return encode(svg, format);
  };
  return { calls, encode: counted };
}

const SKI = '/media/products/ski_c8242b_nordvik_3001-0';
const ALLOWED = new Set(
  MEDIA_FOLDERS.flatMap((folder) => allowedSizes(folder).map(([w, h]) => `${w}x${h}`)),
);

const sizeOf = async (bytes: Buffer) => {
  const meta = await sharp(bytes).metadata();
  return `${meta.width}x${meta.height}`;
};

describe('GET /media/:folder/:file', () => {
  it('renders a WebP product picture at the requested size (catalogue §9 card 320x400)', async () => {
    const { app } = await startApp();
    const response = await app.inject(`${SKI}.webp?w=320&h=400`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 400]);
  });

  it('fills a missing side from the folder aspect ratio', async () => {
    const { app } = await startApp();
    const response = await app.inject(`${SKI}.png?w=480`);
    expect(response.headers['content-type']).toBe('image/png');
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 480, 600]);
  });

  it('serves unlisted sizes at an allowed size without drawing anything new (issue 13 point 7)', async () => {
    const counter = countingEncoder();
    const { app: counted, cacheDir } = await startApp({ encode: counter.encode });
    const large = await counted.inject(`${SKI}.webp?w=2400&h=2400`);
    expect(large.statusCode).toBe(200);
    expect(await sizeOf(large.rawPayload)).toBe('960x960');
    for (const query of ['w=2399&h=2399', 'w=961&h=961', 'w=960&h=960']) {
      const again = await counted.inject(`${SKI}.webp?${query}`);
      expect(again.rawPayload.equals(large.rawPayload), query).toBe(true);
    }
    const wide = await counted.inject(`${SKI}.webp?w=2399`);
    expect(await sizeOf(wide.rawPayload)).toBe('1920x2400');
    await counted.inject(`${SKI}.webp?w=1921`);
    await counted.inject(`${SKI}.webp?w=99999`);
    expect(counter.calls).toHaveLength(2);
    const svg = await counted.inject(`${SKI}.svg?w=1&h=5`);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toContain('width="320" height="400"');

    for (const query of ['w=17&h=4000', 'w=123', 'h=777', 'w=758&h=448', 'w=5000&h=3']) {
      const response = await counted.inject(`/media/banners/alpine_1f6fc5_1.png?${query}`);
      expect(ALLOWED.has(await sizeOf(response.rawPayload)), query).toBe(true);
    }
    // The cache holds the allowed renderings only: one file each, every one an allowed size.
    const entries = await readdir(cacheDir, { recursive: true, withFileTypes: true });
    const files = entries.filter((entry) => entry.isFile());
    expect(files).toHaveLength(counter.calls.length);
    for (const file of files) {
      const bytes = await readFile(path.join(file.parentPath, file.name));
      expect(ALLOWED.has(await sizeOf(bytes)), file.name).toBe(true);
    }
  });

  it('serves a second request from disk without drawing, in this process and the next', async () => {
    const first = countingEncoder();
    const { app, cacheDir } = await startApp({ encode: first.encode });
    const url = `${SKI}.webp?w=640&h=800`;
    const drawn = await app.inject(url);
    const again = await app.inject(url);
    expect(first.calls).toHaveLength(1);
    expect(again.rawPayload.equals(drawn.rawPayload)).toBe(true);
    await app.close();

    const second = countingEncoder();
    const { app: restarted } = await startApp({ cacheDir, encode: second.encode });
    const fromDisk = await restarted.inject(url);
    expect(fromDisk.statusCode).toBe(200);
    expect(fromDisk.rawPayload.equals(drawn.rawPayload)).toBe(true);
    expect(fromDisk.headers.etag).toBe(drawn.headers.etag);
    expect(second.calls).toHaveLength(0);
  });

  it('draws at most maxRenders pictures at once', async () => {
    let active = 0;
    let peak = 0;
    const slow: typeof encode = async (svg, format) => {
      active += 1;
      peak = Math.max(peak, active);
      // Long enough for every other request to arrive while this one is drawing.
      await new Promise((resolve) => setTimeout(resolve, 20));
      try {
        return await encode(svg, format);
      } finally {
        active -= 1;
      }
    };
    const { app } = await startApp({
      encode: slow,
      maxRenders: 2,
      maxQueuedRenders: 20,
      maxRendersPerAddress: 20,
    });
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        app.inject(`/media/products/ski_c8242b_nordvik_${5000 + n}-0.webp?w=64&h=64`),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    expect(peak).toBe(2);
  });

  it('answers 503 with Retry-After when the render queue is full', async () => {
    const gates: (() => void)[] = [];
    const gated: typeof encode = async (svg, format) => {
      await new Promise<void>((resolve) => gates.push(resolve));
      return encode(svg, format);
    };
    const { app } = await startApp({ encode: gated, maxRenders: 1, maxQueuedRenders: 1 });
    const answered: { statusCode: number; headers: Record<string, unknown>; body: string }[] = [];
    const requests = [1, 2, 3, 4].map((n) =>
      app
        .inject(`/media/blog/forest_2f8f46_busy-${n}.webp?w=96&h=96`)
        .then((response) => answered.push(response)),
    );
    await vi.waitFor(() => expect(answered).toHaveLength(2));
    for (const refused of answered) {
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('2');
      expect(refused.headers['cache-control']).toBeUndefined();
      expect(JSON.parse(refused.body).code).toBe('SERVER_BUSY');
    }
    while (answered.length < 4) {
      for (const open of gates.splice(0)) open();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(requests);
    expect(answered.slice(2).map((response) => response.statusCode)).toEqual([200, 200]);
  });

  it('draws brands, groups, banners, blog and store pictures', async () => {
    const { app } = await startApp();
    for (const url of [
      '/media/brands/nordvik.svg',
      '/media/groups/tent_1f6fc5.png?w=96',
      '/media/banners/alpine_1f6fc5_1.webp?w=758&h=447',
      '/media/blog/forest_2f8f46_layering.png?w=240&h=160',
      '/media/stores/city_2f8f46_20.webp?w=320&h=180',
    ]) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(200);
    }
    const banner = await app.inject('/media/banners/alpine_1f6fc5_1.webp?w=758&h=447');
    const meta = await sharp(banner.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([758, 447]);
  });

  it('is cacheable for a year with an ETag, and answers If-None-Match with 304', async () => {
    const { app } = await startApp();
    const first = await app.inject(`${SKI}.webp?w=320&h=400`);
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await app.inject(`${SKI}.webp?w=320&h=400`);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(again.headers.etag).toBe(etag);
    const notModified = await app.inject({
      url: `${SKI}.webp?w=320&h=400`,
      headers: { 'if-none-match': etag },
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const otherSize = await app.inject(`${SKI}.webp?w=640&h=800`);
    expect(otherSize.headers.etag).not.toBe(etag);
  });

  it('rejects a non-numeric w or h with a 400 naming the field', async () => {
    const { app } = await startApp();
    const badWidth = await app.inject(`${SKI}.webp?w=wide`);
    expect(badWidth.statusCode).toBe(400);
    expect(badWidth.json().message).toMatch(/\bw\b/);
    expect(badWidth.json().fields).toEqual([
      { field: 'w', message: 'must be a whole number of pixels' },
    ]);
    const badHeight = await app.inject(`${SKI}.webp?h=-4`);
    expect(badHeight.statusCode).toBe(400);
    expect(badHeight.json().message).toMatch(/\bh\b/);
  });

  it('answers 404 for unknown keys, brands, kinds, folders and formats', async () => {
    const { app } = await startApp();
    for (const url of [
      '/media/products/unknown.webp',
      '/media/products/ski_c8242b_no-such-brand_1-0.webp',
      '/media/products/spaceship_c8242b_nordvik_1-0.webp',
      '/media/products/ski_red_nordvik_1-0.webp',
      '/media/brands/no-such-brand.svg',
      '/media/banners/volcano_1f6fc5_1.webp',
      '/media/videos/ski_c8242b_nordvik_1-0.webp',
      `${SKI}.gif`,
    ]) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['cache-control'], url).toBeUndefined();
    }
  });

  it('answers 404 for well-formed names nobody uses, without drawing anything', async () => {
    const counter = countingEncoder();
    const asked: string[] = [];
    const pictures: PictureNames = {
      has: async (folder, name) => {
        asked.push(`${folder}/${name}`);
        return name === 'ski_c8242b_nordvik_3001-0';
      },
    };
    const { app, cacheDir } = await startApp({ pictures, encode: counter.encode });
    // The finding: invented product pictures at the largest size, sixteen at a time.
    const invented = Array.from(
      { length: 16 },
      (_, n) =>
        `/media/products/ski_${(0xc00000 + n).toString(16)}_nordvik_${9000 + n}-1.webp?w=1920`,
    );
    const responses = await Promise.all(invented.map((url) => app.inject(url)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(16).fill(404));
    expect(responses[0]?.json().code).toBe('IMAGE_NOT_FOUND');
    expect(counter.calls).toEqual([]);
    expect(await readdir(cacheDir, { recursive: true })).toEqual([]);
    expect(asked).toHaveLength(16);
    expect((await app.inject(`${SKI}.webp?w=1920`)).statusCode).toBe(200);
    expect(counter.calls).toEqual(['webp']);
  });

  it('counts only requests the disk cache cannot answer against the throttle', async () => {
    const counted: string[] = [];
    const throttle = async (request: { url: string }) => {
      counted.push(request.url);
    };
    const { app } = await startApp({ throttle });
    for (let round = 0; round < 5; round += 1) {
      expect((await app.inject(`${SKI}.webp?w=320&h=400`)).statusCode).toBe(200);
    }
    expect((await app.inject(`${SKI}.png?w=320&h=400`)).statusCode).toBe(200);
    expect(counted).toEqual([`${SKI}.webp?w=320&h=400`, `${SKI}.png?w=320&h=400`]);
  });

  it('lets one address hold only a few renderings, so others still get drawn', async () => {
    const gates: (() => void)[] = [];
    const gated: typeof encode = async (svg, format) => {
      await new Promise<void>((resolve) => gates.push(resolve));
      return encode(svg, format);
    };
    const { app } = await startApp({
      encode: gated,
      maxRenders: 1,
      maxQueuedRenders: 8,
      maxRendersPerAddress: 4,
    });
    const picture = (n: number, remoteAddress: string) =>
      app.inject({
        url: `/media/products/ski_c8242b_nordvik_${7000 + n}-0.webp?w=64`,
        remoteAddress,
      });
    const greedy = Array.from({ length: 12 }, (_, n) => picture(n, '203.0.113.9'));
    const answered: number[] = [];
    for (const [n, response] of greedy.entries()) {
      response.then(() => answered.push(n));
    }
    await vi.waitFor(() => expect(answered).toHaveLength(8));
    const refused = await Promise.all(greedy.slice(4));
    for (const response of refused) {
      expect(response.statusCode).toBe(429);
      expect(response.headers['retry-after']).toBe('2');
      expect(response.json().code).toBe('TOO_MANY_REQUESTS');
    }
    // The queue still has room for another address's picture while the first one waits.
    let isOtherAnswered = false;
    const other = picture(99, '198.51.100.4').then((response) => {
      isOtherAnswered = true;
      return response;
    });
    while (!isOtherAnswered) {
      for (const open of gates.splice(0)) open();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect((await other).statusCode).toBe(200);
    const admitted = await Promise.all(greedy.slice(0, 4));
    expect(admitted.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
  });
});
