import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InputRoute } from '../src/plugins/request-text.js';
import { demoLoginToken } from './support/sale-fixtures.js';
import { schemaKeys } from './support/schema-keys.js';
import { startTestApp, TEST_STAFF, testBackends } from './support/test-app.js';

/** Past what a 32-bit id column holds, and past what a double holds exactly. */
const TOO_LARGE = ['2147483648', '9007199254740993', '1e400'];

function fillUrl(url: string, name?: string, value = '1'): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, (_, param: string) => (param === name ? value : '1'));
}

/** One request per field of the route and value too large: path, query, and JSON body. */
function probesOf(route: InputRoute, authorization: string): InjectOptions[] {
  const method = route.method as InjectOptions['method'];
  const headers = { authorization, 'content-type': 'application/json' };
  const emptyBody = route.body ? { payload: '{}' } : {};
  const probes: InjectOptions[] = [];
  for (const value of TOO_LARGE) {
    for (const field of schemaKeys(route.params)) {
      probes.push({ method, url: fillUrl(route.url, field, value), headers, ...emptyBody });
    }
    for (const field of schemaKeys(route.querystring)) {
      const url = `${fillUrl(route.url)}?${encodeURIComponent(field)}=${value}`;
      probes.push({ method, url, headers, ...emptyBody });
    }
    for (const field of schemaKeys(route.body)) {
      // Raw JSON, so the number reaches the parser as written.
      probes.push({ method, url: fillUrl(route.url), headers, payload: `{"${field}":${value}}` });
      probes.push({ method, url: fillUrl(route.url), headers, payload: `{"${field}":[${value}]}` });
    }
  }
  return probes;
}

/**
 * Issue 13 point 5: numbers larger than their column holds are the client's fault, a 4xx, on
 * every field of every route (found from the route schemas, so a new endpoint is covered), sent
 * with a staff login so that routes behind a login are reached too.
 */
describe.each(testBackends())('numbers too large for their column on %s', (backend) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let authorization: string;

  beforeAll(async () => {
    ({ app, close } = await startTestApp(backend));
    authorization = `Bearer ${await demoLoginToken(app, TEST_STAFF.email)}`;
  });
  afterAll(() => close?.());

  it('answers every field of every route with a 4xx, never a 500', async () => {
    const routes = app.inputRoutes.filter(
      (route) =>
        route.method !== 'HEAD' &&
        // Logging out would end the login the probes use.
        !route.url.endsWith('/logout/') &&
        (route.params || route.querystring || route.body),
    );
    expect(routes.length).toBeGreaterThanOrEqual(40);
    const failures: string[] = [];
    for (const route of routes) {
      for (const request of probesOf(route, authorization)) {
        const response = await app.inject(request);
        if (response.statusCode >= 500) {
          failures.push(
            `${request.method} ${request.url} ${request.payload ?? ''}: ${response.statusCode}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
