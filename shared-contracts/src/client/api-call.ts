import { type ApiClient, createApiClient } from './api-client.js';

/**
 * One call of the shop's api: called as it is, it goes through the page's client (same origin,
 * the session the shell provides); `.with(client)` makes the same call through another client
 * (tests, tools, another origin). Each call is an export of its area's module, so a bundle keeps
 * only the calls it makes (`productApi.productModel` is a property of a module namespace, which
 * the bundler tree-shakes; an object of every call of the area would come whole).
 */
export type ApiCall<Call extends (...args: never[]) => Promise<unknown>> = Call & {
  readonly with: (client: ApiClient) => Call;
};

let pageClient: ApiClient | undefined;

/**
 * Defines a call from a function of the client; overloads of the call it returns are kept.
 * Mark each use `@__PURE__` so an unused call is dropped.
 */
export function apiCall<Call extends (...args: never[]) => Promise<unknown>>(
  define: (client: ApiClient) => Call,
): ApiCall<Call> {
  const call = ((...args: Parameters<Call>) => {
    pageClient ??= createApiClient();
    return define(pageClient)(...args);
  }) as Call;
  return Object.assign(call, { with: define });
}

/** Every call of an area's module (its other exports, such as query keys, are left out). */
export type AreaCalls<Module> = {
  readonly [Name in keyof Module as Module[Name] extends ApiCall<infer _Call>
    ? Name
    : never]: Module[Name] extends ApiCall<infer Call> ? Call : never;
};

/** An area's calls bound to one client: `withClient(productApi, client).productModel(...)`. */
export function withClient<Module extends object>(
  area: Module,
  client: ApiClient,
): AreaCalls<Module> {
  return Object.fromEntries(
    Object.entries(area).flatMap(([name, value]) =>
      isApiCall(value) ? [[name, value.with(client)]] : [],
    ),
  ) as AreaCalls<Module>;
}

function isApiCall(value: unknown): value is ApiCall<(...args: never[]) => Promise<unknown>> {
  return typeof value === 'function' && 'with' in value && typeof value.with === 'function';
}
