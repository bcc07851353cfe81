import { currentApiFetch, currentSessionToken } from '@shop/shared-contracts/bus';
import type { z } from 'zod';
import { ApiError } from './api-error.js';
import {
  type AuthToken,
  type HttpMethod,
  requiresAuthorization,
  toAuthorizationHeader,
} from './authorization.js';

export type QueryValue = string | number | boolean | undefined | null;

export interface RequestOptions {
  readonly query?: Readonly<Record<string, QueryValue>>;
  /** JSON-serialisable body, or FormData sent as multipart. */
  readonly body?: unknown;
  readonly signal?: AbortSignal;
  /** Milliseconds; platform §9: no timeout unless set. */
  readonly timeoutMs?: number;
  /** Extra request headers, e.g. an order's `Idempotency-Key`. */
  readonly headers?: Readonly<Record<string, string>>;
}

export interface ApiClientOptions {
  /** Origin of the api; empty for same-origin. */
  readonly baseUrl?: string;
  readonly fetch?: typeof fetch;
  /** The current login token, read on every call. */
  readonly getToken?: () => AuthToken | null;
}

/** The generic HTTP helper (platform §9) that parses every response with its contract schema. */
export interface ApiClient {
  request<Schema extends z.ZodType>(
    method: HttpMethod,
    path: string,
    schema: Schema,
    options?: RequestOptions,
  ): Promise<z.infer<Schema>>;
  get<Schema extends z.ZodType>(
    path: string,
    schema: Schema,
    options?: RequestOptions,
  ): Promise<z.infer<Schema>>;
  post<Schema extends z.ZodType>(
    path: string,
    schema: Schema,
    options?: RequestOptions,
  ): Promise<z.infer<Schema>>;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  // By default the session the shell provides (a remote's client needs no token code).
  const { baseUrl = '', getToken = currentSessionToken } = options;
  const doFetch = options.fetch ?? ((input, init) => currentApiFetch()(input as string, init));

  async function request<Schema extends z.ZodType>(
    method: HttpMethod,
    path: string,
    schema: Schema,
    requestOptions: RequestOptions = {},
  ): Promise<z.infer<Schema>> {
    const headers = new Headers({ ...requestOptions.headers, Accept: 'application/json' });
    const token = getToken();
    if (token && requiresAuthorization(method, path)) {
      headers.set('Authorization', toAuthorizationHeader(token));
    }
    const response = await doFetch(`${baseUrl}${withQuery(path, requestOptions.query)}`, {
      method,
      headers,
      body: encodeBody(requestOptions.body, headers),
      signal: combineSignals(requestOptions.signal, requestOptions.timeoutMs),
    });
    if (!response.ok) throw await ApiError.fromResponse(response);
    const data: unknown = response.status === 204 ? undefined : await response.json();
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      throw new ApiError(response.status, `Unexpected response from ${path}`, [], data);
    }
    return parsed.data;
  }

  return {
    request,
    get: (path, schema, requestOptions) => request('GET', path, schema, requestOptions),
    post: (path, schema, requestOptions) => request('POST', path, schema, requestOptions),
  };
}

export function withQuery(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  if (!text) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${text}`;
}

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (typeof FormData !== 'undefined' && body instanceof FormData) return body;
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

function combineSignals(signal: AbortSignal | undefined, timeoutMs: number | undefined) {
  if (timeoutMs === undefined) return signal;
  const timeout = AbortSignal.timeout(timeoutMs);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}
