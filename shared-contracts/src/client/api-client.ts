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
  /** JSON-serialisable body, FormData sent as multipart, or a Blob sent as its raw bytes. */
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

/**
 * The generic HTTP helper (platform §9). Each call names its response's contract schema as a
 * type: the api serialises every response through that schema, so the browser takes the JSON
 * as typed and never loads zod to read (decision 0013); forms still validate with the schemas.
 */
export interface ApiClient {
  request<Schema extends z.ZodType>(
    method: HttpMethod,
    path: string,
    options?: RequestOptions,
  ): Promise<z.output<Schema>>;
  get<Schema extends z.ZodType>(path: string, options?: RequestOptions): Promise<z.output<Schema>>;
  post<Schema extends z.ZodType>(path: string, options?: RequestOptions): Promise<z.output<Schema>>;
  /** A GET whose answer is bytes (a complaint photo), with the same login and errors. */
  getBlob(path: string, options?: RequestOptions): Promise<Blob>;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  // By default the session the shell provides (a remote's client needs no token code).
  const { baseUrl = '', getToken = currentSessionToken } = options;
  const doFetch = options.fetch ?? ((input, init) => currentApiFetch()(input as string, init));

  async function send(
    method: HttpMethod,
    path: string,
    requestOptions: RequestOptions,
    accept: string,
  ): Promise<Response> {
    const headers = new Headers({ ...requestOptions.headers, Accept: accept });
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
    return response;
  }

  async function request<Schema extends z.ZodType>(
    method: HttpMethod,
    path: string,
    requestOptions: RequestOptions = {},
  ): Promise<z.output<Schema>> {
    const response = await send(method, path, requestOptions, 'application/json');
    if (response.status === 204) return undefined as z.output<Schema>;
    try {
      return (await response.json()) as z.output<Schema>;
    } catch {
      // A proxy's HTML error page or a cut-off body: not the api's answer.
      throw new ApiError(response.status, `Unexpected response from ${path}`, []);
    }
  }

  return {
    request,
    get: (path, requestOptions) => request('GET', path, requestOptions),
    post: (path, requestOptions) => request('POST', path, requestOptions),
    getBlob: async (path, requestOptions = {}) =>
      (await send('GET', path, requestOptions, '*/*')).blob(),
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
  // Raw bytes (a complaint photo) go as they are, typed by the Blob's own type.
  if (typeof Blob !== 'undefined' && body instanceof Blob) {
    if (body.type) headers.set('Content-Type', body.type);
    return body;
  }
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

function combineSignals(signal: AbortSignal | undefined, timeoutMs: number | undefined) {
  if (timeoutMs === undefined) return signal;
  const timeout = AbortSignal.timeout(timeoutMs);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}
