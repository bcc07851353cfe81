import { apiErrorSchema } from '@shop/shared-contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import LZString from 'lz-string';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InputRoute } from '../src/plugins/request-text.js';
import { schemaKeys } from './support/schema-keys.js';
import { startTestApp, testBackends } from './support/test-app.js';

const NUL = '\u0000';
const HIGH_SURROGATE = '\ud800';
const LOW_SURROGATE = '\udc00';

/** A route's url with every `:param` filled, `name` with `value` (already URL-encoded). */
function fillUrl(url: string, name?: string, value = '%00'): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, (_, param: string) => (param === name ? value : 'x'));
}

/** One request putting bad text into one field of a route, and the field the 400 must name. */
interface Probe {
  readonly field: string;
  readonly request: InjectOptions;
}

function probesOf(route: InputRoute): Probe[] {
  const method = route.method as InjectOptions['method'];
  const json = (body: unknown) => ({
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  // A route with a body gets an empty one when another part is probed, so that parsing passes.
  const emptyBody = route.body ? json({}) : {};
  const probes: Probe[] = [];
  for (const field of schemaKeys(route.params)) {
    probes.push({ field, request: { method, url: fillUrl(route.url, field), ...emptyBody } });
  }
  // A query string cannot carry a lone surrogate (it decodes to U+FFFD); NUL it can.
  for (const field of schemaKeys(route.querystring)) {
    const url = `${fillUrl(route.url)}?${encodeURIComponent(field)}=%00`;
    probes.push({ field, request: { method, url, ...emptyBody } });
  }
  for (const field of schemaKeys(route.body)) {
    for (const bad of [NUL, `a${HIGH_SURROGATE}`, `${LOW_SURROGATE}b`]) {
      probes.push({
        field,
        request: { method, url: fillUrl(route.url), ...json({ [field]: bad }) },
      });
    }
  }
  return probes;
}

describe.each(testBackends())('NUL and lone surrogates in requests on %s', (backend) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await startTestApp(backend));
  });
  afterAll(() => close?.());

  /** Every registered route whose schema declares a path, query or body field. */
  function inputRoutes(): InputRoute[] {
    return app.inputRoutes.filter(
      (route) => route.method !== 'HEAD' && (route.params || route.querystring || route.body),
    );
  }

  it('finds the fields of every route that declares input', () => {
    const routes = inputRoutes();
    // The api's endpoints with a query or body; a new one is picked up without a list here.
    expect(routes.length).toBeGreaterThanOrEqual(40);
    const withoutFields = routes.filter((route) => probesOf(route).length === 0);
    expect(withoutFields.map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });

  it('answers 400 naming the field, for every field of every route (platform §5)', async () => {
    const failures: string[] = [];
    for (const route of inputRoutes()) {
      for (const { field, request } of probesOf(route)) {
        const response = await app.inject(request);
        const body = apiErrorSchema.safeParse(response.json());
        const named = body.success && body.data.fields?.some((entry) => entry.field === field);
        if (response.statusCode !== 400 || !named || body.data?.code !== 'VALIDATION_FAILED') {
          const payload = JSON.stringify(request.payload ?? '');
          failures.push(`${request.method} ${request.url} ${payload}: ${response.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('names nested fields and keys of a JSON body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/products/productmodellist/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        source: 'ProductGroup',
        slug: 'alpine-skiing',
        sortIds: ['1', `x${NUL}`],
        [`odd${HIGH_SURROGATE}key`]: 1,
      }),
    });
    expect(response.statusCode).toBe(400);
    const fields = apiErrorSchema.parse(response.json()).fields?.map((entry) => entry.field);
    expect(fields).toEqual(['sortIds.1', 'odd\ufffdkey']);
  });

  it('looks inside the compressed product-list query too', async () => {
    const q = LZString.compressToEncodedURIComponent(
      JSON.stringify({ source: 'ProductGroup', slug: `alpine${NUL}` }),
    );
    const response = await app.inject(`/api/products/productmodellist/?q=${q}`);
    expect(response.statusCode).toBe(400);
    const error = apiErrorSchema.parse(response.json());
    expect(error.fields?.map((entry) => entry.field)).toEqual(['q.slug']);
    expect(error.code).toBe('VALIDATION_FAILED');
  });

  it('answers a document with NUL in its path or query with the shell and a 400, never a 500', async () => {
    for (const url of [
      '/en/%00/',
      '/%00',
      '/en/stores/%00/',
      '/en/page/a%00b/',
      '/en/alpine-skiing/%00/',
      '/en/catalog/?q=%00',
    ]) {
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(400);
      expect(response.body, url).toContain('<div id="root"></div>');
    }
  });

  it('answers other paths with NUL or a bad percent-encoding with the api error body', async () => {
    for (const url of ['/static/js/%00.js', '/api/no-such%00/', '/remotes/mf-catalog/%00']) {
      const response = await app.inject({ url, headers: { accept: '*/*' } });
      expect(response.statusCode, url).toBe(400);
      expect(apiErrorSchema.parse(response.json()).code, url).toBe('VALIDATION_FAILED');
    }
    const undecodable = await app.inject({
      url: '/en/%ED%A0%80/',
      headers: { accept: 'text/html' },
    });
    expect(undecodable.statusCode).toBe(400);
    expect(apiErrorSchema.parse(undecodable.json()).code).toBe('MALFORMED_REQUEST');
  });
});
