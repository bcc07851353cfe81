import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { bannersResponseSchema, MEDIA_SIZES, mediaSrcSet, mediaUrl } from '@shop/shared-contracts';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testBackends } from './support/test-app.js';

const cachedFiles = async (dataDir: string) =>
  (await readdir(path.join(dataDir, 'media-cache'), { recursive: true })).filter((file) =>
    /^[0-9a-f]{2}\/[0-9a-f]{62}$/.test(file),
  );

const randomHex = (digits: number) =>
  Math.floor(Math.random() * 16 ** digits)
    .toString(16)
    .padStart(digits, '0');

// Drawing is the same on both databases: one backend is enough.
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
    expect(await cachedFiles(dataDir)).toHaveLength(MEDIA_SIZES.frames.length);
  });
});

// Which pictures exist is the database's answer: both backends.
describe.each(testBackends())('media draws only the pictures the shop names, on %s', (backend) => {
  let app: FastifyInstance;
  let dataDir: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    let config: { dataDir: string };
    ({ app, config, close } = await startTestApp(backend));
    dataDir = config.dataDir;
  });
  afterAll(() => close?.());

  it('answers invented product pictures with 404 and draws none of them', async () => {
    // The finding: well-formed names of a real brand at the largest size, sixteen at once.
    const invented = Array.from(
      { length: 16 },
      () => `/media/products/ski_${randomHex(6)}_nordvik_${randomHex(8)}-1.webp?w=1920`,
    );
    const responses = await Promise.all(invented.map((url) => app.inject(url)));
    for (const response of responses) {
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('IMAGE_NOT_FOUND');
    }
    expect(await cachedFiles(dataDir)).toEqual([]);

    const stored = await app.db
      .selectFrom('product_images')
      .select('url')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const drawn = await app.inject(`${stored.url}?w=1920`);
    expect(drawn.statusCode).toBe(200);
    expect(drawn.headers['content-type']).toBe('image/webp');
    expect(await cachedFiles(dataDir)).toHaveLength(1);
  });

  it("draws a new product's and a new banner's picture once they are stored, without a restart", async () => {
    const product = `/media/products/ski_1f6fc5_nordvik_${randomHex(8)}-0.webp`;
    expect((await app.inject(`${product}?w=320`)).statusCode).toBe(404);
    const model = await app.db
      .selectFrom('product_models')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await app.db
      .insertInto('product_images')
      .values({ model_id: model.id, color_id: null, sort_order: 99, url: product, caption: '{}' })
      .execute();
    const drawnProduct = await app.inject(`${product}?w=320`);
    expect(drawnProduct.statusCode).toBe(200);
    expect(drawnProduct.headers['content-type']).toBe('image/webp');

    // A banner is content, not catalogue: its table notes its changes too (migration 0032).
    const banner = `/media/banners/alpine_1f6fc5_${randomHex(8)}.webp`;
    expect((await app.inject(`${banner}?w=320`)).statusCode).toBe(404);
    await app.db
      .insertInto('banners')
      .values({
        kind: 'image',
        title: 'New',
        image: banner,
        heading: '{}',
        sub_text: '',
        url: '/',
        button_text: '{}',
      })
      .execute();
    const drawnBanner = await app.inject(`${banner}?w=320`);
    expect(drawnBanner.statusCode).toBe(200);
    expect(drawnBanner.headers['content-type']).toBe('image/webp');
  });
});
