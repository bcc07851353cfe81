import { apiErrorSchema } from '@shop/shared-contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_REFUSED_MESSAGE } from '../src/plugins/error-handler.js';
import type { InputRoute } from '../src/plugins/request-text.js';
import { demoLoginToken } from './support/sale-fixtures.js';
import { numberLeaves, schemaKeys } from './support/schema-keys.js';
import { startTestApp, TEST_STAFF, testBackends } from './support/test-app.js';

/** Past what a 32-bit id column holds, and past what a double holds exactly. */
const TOO_LARGE = ['2147483648', '9007199254740993', '1e400'];

/** A probe, and the field its 400 must name when the schema itself should refuse the value. */
interface Probe {
  readonly request: InjectOptions;
  readonly field?: string;
}

function fillUrl(url: string, name?: string, value = '1'): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, (_, param: string) => (param === name ? value : '1'));
}

/** Raw JSON with `value` at `path` (array items at index 0), so the number reaches the parser as written. */
function jsonAt(path: readonly (string | number)[], value: string): string {
  const placeholder = '"__number__"';
  const build = (rest: readonly (string | number)[]): unknown => {
    const [head, ...tail] = rest;
    if (head === undefined) return '__number__';
    return typeof head === 'number' ? [build(tail)] : { [head]: build(tail) };
  };
  return JSON.stringify(build(path)).replace(placeholder, value);
}

/**
 * The probes of a route for one too-large value: every top-level field of path, query and JSON
 * body (and as a one-item array), and every number the schemas read at any depth (array items,
 * members of nested objects), which the schema must refuse by name.
 */
function probesOf(route: InputRoute, authorization: string, value: string): Probe[] {
  const method = route.method as InjectOptions['method'];
  const headers = { authorization, 'content-type': 'application/json' };
  const emptyBody = route.body ? { payload: '{}' } : {};
  const probes: Probe[] = [];
  for (const field of schemaKeys(route.params)) {
    probes.push({
      request: { method, url: fillUrl(route.url, field, value), headers, ...emptyBody },
    });
  }
  for (const field of schemaKeys(route.querystring)) {
    const url = `${fillUrl(route.url)}?${encodeURIComponent(field)}=${value}`;
    probes.push({ request: { method, url, headers, ...emptyBody } });
  }
  for (const field of schemaKeys(route.body)) {
    for (const payload of [`{"${field}":${value}}`, `{"${field}":[${value}]}`]) {
      probes.push({ request: { method, url: fillUrl(route.url), headers, payload } });
    }
  }
  for (const leaf of numberLeaves(route.params)) {
    const url = fillUrl(route.url, String(leaf.path[0]), value);
    probes.push({ request: { method, url, headers, ...emptyBody }, field: leaf.path.join('.') });
  }
  for (const leaf of numberLeaves(route.querystring)) {
    const url = `${fillUrl(route.url)}?${encodeURIComponent(String(leaf.path[0]))}=${value}`;
    probes.push({ request: { method, url, headers, ...emptyBody }, field: leaf.path.join('.') });
  }
  for (const leaf of numberLeaves(route.body)) {
    const payload = jsonAt(leaf.path, value);
    probes.push({
      request: { method, url: fillUrl(route.url), headers, payload },
      field: leaf.path.join('.'),
    });
  }
  return probes;
}

/** What is wrong with the answer to a probe, or null when it is a proper refusal. */
function problemOf(probe: Probe, response: { statusCode: number; body: string }): string | null {
  if (response.statusCode >= 500) return `${response.statusCode}`;
  const body = apiErrorSchema.safeParse(safeJson(response.body));
  // The value got past the schemas: the database refused it (or worse, answered for it).
  if (body.success && body.data.message === DATABASE_REFUSED_MESSAGE) return 'reached the database';
  if (probe.field === undefined) return null;
  const named = body.success ? (body.data.fields ?? []).map((entry) => entry.field) : [];
  return response.statusCode === 400 && named.includes(probe.field)
    ? null
    : `${response.statusCode} not naming ${probe.field}`;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Issue 13 point 5: numbers larger than their column holds are the client's fault, a 400, on
 * every field of every route (found from the route schemas, so a new endpoint is covered), sent
 * with a staff login so that routes behind a login are reached too. Every number a request
 * carries, however deep in it, is bounded by `MAX_ID` in the schema, so its 400 names it and
 * the value never reaches the database.
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

  it('answers every field of every route, nested ones too, with a 400 before the database', async () => {
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
      for (const value of TOO_LARGE) {
        for (const probe of probesOf(route, authorization, value)) {
          const response = await app.inject(probe.request);
          const problem = problemOf(probe, response);
          if (problem) {
            const { method, url, payload } = probe.request;
            failures.push(`${method} ${url} ${payload ?? ''}: ${problem}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
