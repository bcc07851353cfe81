import { apiErrorSchema } from '@shop/shared-contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import LZString from 'lz-string';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_BODY_LIMITS, JSON_DEPTH_MESSAGE } from '../src/lib/json-limits.js';
import { startTestApp, testBackends } from './support/test-app.js';

// Bodies no client of the shop sends: nested far deeper than any contract, very wide, larger
// than any contract, with NUL and lone surrogates deep inside. Every route answers them with a
// 4xx at once, never a 500, and without holding the event loop.

const DEEP_ARRAYS = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
const DEEP_OBJECTS = `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`;
const WIDE = JSON.stringify(
  Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, i])),
);
const HUGE = JSON.stringify({ text: 'x'.repeat(JSON_BODY_LIMITS.bytesMax + 1) });
const NESTED_BAD_TEXT = JSON.stringify({ a: [{ b: [{ c: 'nul\u0000' }] }], 'k\ud800': 1 });

const BODIES: Readonly<Record<string, string>> = {
  'deep arrays': DEEP_ARRAYS,
  'deep objects': DEEP_OBJECTS,
  wide: WIDE,
  huge: HUGE,
  'nested bad text': NESTED_BAD_TEXT,
};

function fillUrl(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '1');
}

describe.each(testBackends())('hostile request bodies on %s', (backend) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await startTestApp(backend));
  });
  afterAll(() => close?.());

  function send(method: string, url: string, payload: string) {
    return app.inject({
      method: method as InjectOptions['method'],
      url,
      headers: { 'content-type': 'application/json' },
      payload,
    });
  }

  it('answers every route taking a body with a 4xx, never a 500', async () => {
    const routes = app.inputRoutes.filter((route) =>
      ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method),
    );
    expect(routes.length).toBeGreaterThanOrEqual(30);
    const failures: string[] = [];
    for (const route of routes) {
      for (const [kind, payload] of Object.entries(BODIES)) {
        const response = await send(route.method, fillUrl(route.url), payload);
        if (response.statusCode >= 500) {
          failures.push(`${route.method} ${route.url} (${kind}): ${response.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('refuses a body nested past the limit as a 400 naming it, before any walk', async () => {
    for (const payload of [DEEP_ARRAYS, DEEP_OBJECTS]) {
      const response = await send('POST', '/api/checkout/', payload);
      expect(response.statusCode).toBe(400);
      expect(apiErrorSchema.parse(response.json()).fields).toEqual([
        { field: 'body', message: JSON_DEPTH_MESSAGE },
      ]);
    }
    const limit = JSON_BODY_LIMITS.depthMax;
    const justInside = `${'['.repeat(limit)}${']'.repeat(limit)}`;
    const inside = await send('POST', '/api/checkout/', justInside);
    expect(inside.statusCode).toBe(400);
    expect(apiErrorSchema.parse(inside.json()).code).toBe('VALIDATION_FAILED');
    expect(inside.body).not.toContain(JSON_DEPTH_MESSAGE);
  });

  it('refuses a body larger than the limit with a 413', async () => {
    const response = await send('POST', '/api/checkout/', HUGE);
    expect(response.statusCode).toBe(413);
    expect(apiErrorSchema.parse(response.json()).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses a compressed list request nested past the limit as a 400 naming q', async () => {
    const q = LZString.compressToEncodedURIComponent(DEEP_ARRAYS);
    const response = await app.inject(`/api/products/productmodellist/?q=${q}`);
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).fields).toEqual([
      { field: 'q', message: JSON_DEPTH_MESSAGE },
    ]);
  });
});
