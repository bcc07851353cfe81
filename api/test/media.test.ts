import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { bannersResponseSchema, MEDIA_SIZES, mediaSrcSet, mediaUrl } from '@shop/shared-contracts';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from './support/test-app.js';

// The media route reads no database: one backend is enough.
describe('media in the whole app', () => {
  let app: FastifyInstance;
  let dataDir: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    let config: { dataDir: string };
    ({ app, config, close } = await startTestApp('pglite'));
    dataDir = config.dataDir;
  });
  afterAll(() => close?.());

  it('draws the seeded banners at every size the pages ask for, and keeps them on disk', async () => {
    const banners = bannersResponseSchema.parse((await app.inject('/api/banners/?lang=en')).json());
    const image = banners.imageBanners.find((banner) => banner.image)?.image ?? '';
    expect(image).toMatch(/^\/media\/banners\//);
    // The product page's srcset (catalogue §9, 758 × 447 and half of it) and every frame.
    const urls = [
      ...mediaSrcSet(image, 758 / 2, 447 / 2)
        .split(', ')
        .map((entry) => entry.split(' ')[0] ?? ''),
      ...MEDIA_SIZES.frames.map(([width, height]) => mediaUrl(image, width, height)),
    ];
    for (const url of urls) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(200);
      const meta = await sharp(response.rawPayload).metadata();
      const [, w, h] = /w=(\d+)&h=(\d+)/.exec(url) ?? [];
      expect(`${meta.width}x${meta.height}`, url).toBe(`${w}x${h}`);
    }
    const files = await readdir(path.join(dataDir, 'media-cache'), { recursive: true });
    expect(files.filter((file) => /^[0-9a-f]{2}\/[0-9a-f]{62}$/.test(file))).toHaveLength(
      MEDIA_SIZES.frames.length,
    );
  });
});
