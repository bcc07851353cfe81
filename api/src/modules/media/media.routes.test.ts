import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaRoutes } from './media.routes.js';

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  await app.register(mediaRoutes);
  await app.ready();
});

afterAll(() => app.close());

const SKI = '/media/products/ski_c8242b_nordvik_3001-0';

describe('GET /media/:folder/:file', () => {
  it('renders a WebP product picture at the requested size (catalogue §9 card 320x400)', async () => {
    const response = await app.inject(`${SKI}.webp?w=320&h=400`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 400]);
  });

  it('fills a missing side from the folder aspect ratio', async () => {
    const response = await app.inject(`${SKI}.png?w=160`);
    expect(response.headers['content-type']).toBe('image/png');
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 160, 200]);
  });

  it('serves SVG as is and clamps sizes to 16..2400', async () => {
    const small = await app.inject(`${SKI}.svg?w=1&h=5`);
    expect(small.headers['content-type']).toContain('image/svg+xml');
    expect(small.body).toContain('width="16" height="16"');
    const large = await app.inject(`${SKI}.svg?w=99999`);
    expect(large.body).toContain('width="2400"');
  });

  it('draws brands, groups, banners, blog and store pictures', async () => {
    for (const url of [
      '/media/brands/nordvik.svg',
      '/media/groups/tent_1f6fc5.png?w=64',
      '/media/banners/alpine_1f6fc5_1.webp?w=758&h=447',
      '/media/blog/forest_2f8f46_layering.png?w=120',
      '/media/stores/city_2f8f46_20.webp?w=120',
    ]) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(200);
    }
    const banner = await app.inject('/media/banners/alpine_1f6fc5_1.webp?w=758&h=447');
    const meta = await sharp(banner.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([758, 447]);
  });

  it('is cacheable for a year with an ETag, and answers If-None-Match with 304', async () => {
    const first = await app.inject(`${SKI}.webp?w=100&h=125`);
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await app.inject(`${SKI}.webp?w=100&h=125`);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const notModified = await app.inject({
      url: `${SKI}.webp?w=100&h=125`,
      headers: { 'if-none-match': etag },
    });
    expect(notModified.statusCode).toBe(304);
    const otherSize = await app.inject(`${SKI}.webp?w=101&h=125`);
    expect(otherSize.headers.etag).not.toBe(etag);
  });

  it('rejects a non-numeric w or h with a 400 naming the field', async () => {
    const badWidth = await app.inject(`${SKI}.webp?w=wide`);
    expect(badWidth.statusCode).toBe(400);
    expect(badWidth.json().message).toMatch(/\bw\b/);
    const badHeight = await app.inject(`${SKI}.webp?h=-4`);
    expect(badHeight.statusCode).toBe(400);
    expect(badHeight.json().message).toMatch(/\bh\b/);
  });

  it('answers 404 for unknown keys, brands, kinds, folders and formats', async () => {
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
});
