import {
  type ApiFetch,
  cookieValue,
  type InitialMarket,
  type LanguagePrefixStrategy,
  type PageMeta,
  PREFERENCE_COOKIES,
  SERVER_RENDER_PAYLOAD_SCRIPT_ID,
  type ServerRenderer,
  type ServerRenderResult,
} from '@shop/shared-contracts';
import type { FastifyInstance, FastifyRequest, InjectOptions } from 'fastify';
import { redactUrl } from '../../lib/log-redaction.js';
import { sessionAuthorization } from '../customers/customers.session.js';
import { createMarketCache } from '../market/market.cache.js';
import { resolveInitialMarket } from '../market/market.initial.js';
import type { ReleaseOverride } from '../remotes/release-override.js';
import { jsonScript, readMarketHints } from '../site/site.market.js';
import { createRendererLoader } from './server-render.loader.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The renderer of shop pages (the site's, decorated for the release health check); null
     * when `SERVER_RENDER_BUDGET_MS` is 0.
     */
    serverRender: ServerRender | null;
  }
}

/** The server-rendered root element and what the browser needs to hydrate it. */
export interface RenderedPage {
  readonly root: string;
  /** The document title. */
  readonly title: string;
  /** The page's meta description, when it gave one. */
  readonly description?: string | undefined;
  /** Canonical address, share picture and indexing, when the page gave them. */
  readonly meta?: PageMeta | undefined;
  /** The payload script, for the head. */
  readonly payloadScript: string;
}

export interface ServerRender {
  /** Loads the shell's server build and the DOM ahead of the first page (errors are logged). */
  warmUp(): Promise<void>;
  /** The page's markup, or null: no shell server build, or the render failed (logged). */
  renderPage(request: FastifyRequest, market: InitialMarket | null): Promise<RenderedPage | null>;
  /** The shell's server renderer; null while the shell has no server build. */
  loadRenderer(): Promise<ServerRenderer | null>;
  /**
   * Renders a path for a release's health check (remotes/release-health.ts): as an anonymous
   * visitor in the language's default market, with the override's versions pinned, within at
   * least `CHECK_BUDGET_MS`. Null without a shell server build; throws what the render threw.
   */
  renderWith(url: string, override: ReleaseOverride): Promise<ServerRenderResult | null>;
}

// A health check is not a shopper waiting: a cold process's first render of a release (its
// modules evaluated, the catalogue's first reads) must not fail it for being slow.
const CHECK_BUDGET_MS = 5_000;

// Request headers a page's api calls carry on: the session and the visitor's market choice.
const FORWARDED_HEADERS = ['cookie', 'x-delivery-country', 'x-currency', 'accept-language'];

/**
 * Server rendering of shop pages (docs/decisions/0012): the shell's server build renders the
 * frame and the route's page with data read from this api in process (`app.inject`, no
 * network, the request's cookies). Any failure leaves the page to the browser, as before.
 */
export function createServerRender(
  app: FastifyInstance,
  options: {
    readonly shopRoot: string;
    readonly dataDir: string;
    readonly languagePrefixStrategy: LanguagePrefixStrategy;
    readonly budgetMs: number;
  },
): ServerRender {
  const loader = createRendererLoader({
    shopRoot: options.shopRoot,
    dataDir: options.dataDir,
    registry: app.remoteRegistry,
  });
  // For the health check's renders only; pages get theirs from the site.
  const markets = createMarketCache(app.db);

  function apiFetchFor(request: FastifyRequest): ApiFetch {
    const forwarded = Object.fromEntries(
      FORWARDED_HEADERS.flatMap((name) => {
        const value = request.headers[name];
        return typeof value === 'string' ? [[name, value]] : [];
      }),
    );
    // The page's reads count against its visitor's per-address throttles, once (the browser
    // takes the data from the page), not against one budget every visitor would share (an
    // injected request otherwise comes from 127.0.0.1).
    return apiFetchWith(forwarded, request.ip);
  }

  function apiFetchWith(
    forwarded: Readonly<Record<string, string>>,
    remoteAddress?: string,
  ): ApiFetch {
    return async (input, init = {}) => {
      const headers = { ...forwarded, ...Object.fromEntries(new Headers(init.headers)) };
      const response = await app.inject({
        method: (init.method ?? 'GET') as InjectOptions['method'],
        url: input,
        headers,
        ...(remoteAddress === undefined ? {} : { remoteAddress }),
        ...(typeof init.body === 'string' ? { payload: init.body } : {}),
      });
      const body = response.statusCode === 204 ? null : new Uint8Array(response.rawPayload);
      const responseHeaders = new Headers();
      for (const [name, value] of Object.entries(response.headers)) {
        if (value !== undefined) responseHeaders.set(name, String(value));
      }
      return new Response(body, { status: response.statusCode, headers: responseHeaders });
    };
  }

  return {
    async warmUp() {
      try {
        await loader.load();
      } catch (error) {
        app.log.error({ err: error }, 'the shell server build could not be loaded');
      }
    },
    async renderPage(request, market) {
      try {
        const renderer = await loader.load();
        if (!renderer) return null;
        // A browser with a release override gets the overriding versions' markup (issue 14).
        const override = app.releaseOverrides.of(request.raw);
        const result = await loader.withOverride(override, () =>
          renderer.render({
            url: request.url,
            origin: `${request.protocol}://${request.host}`,
            market,
            authorization: sessionAuthorization(request),
            preferences: preferenceCookies(request.headers.cookie),
            apiFetch: apiFetchFor(request),
            languagePrefixStrategy: options.languagePrefixStrategy,
            budgetMs: options.budgetMs,
          }),
        );
        if (result.complete) {
          request.log.debug({ tookMs: result.tookMs }, 'page rendered on the server');
        } else {
          // A remote failed on the server (e.g. it read `window` to render) or the budget ran
          // out: the browser renders that slot, but the team should know.
          request.log.warn(
            { tookMs: result.tookMs, url: redactUrl(request.url) },
            'server render left a slot to the browser',
          );
        }
        return {
          root: result.html,
          title: result.title,
          description: result.description,
          meta: result.meta,
          payloadScript: jsonScript(SERVER_RENDER_PAYLOAD_SCRIPT_ID, result.payload),
        };
      } catch (error) {
        request.log.error({ err: error }, 'server rendering failed; the browser renders the page');
        return null;
      }
    },
    loadRenderer: () => loader.load(),
    async renderWith(url, override) {
      const renderer = await loader.load();
      if (!renderer) return null;
      const market = resolveInitialMarket(await markets.get(), readMarketHints({}, url));
      return loader.withOverride(override, () =>
        renderer.render({
          url,
          origin: 'http://localhost',
          market,
          authorization: null,
          preferences: {},
          apiFetch: apiFetchWith({}),
          languagePrefixStrategy: options.languagePrefixStrategy,
          budgetMs: Math.max(options.budgetMs, CHECK_BUDGET_MS),
        }),
      );
    },
  };
}

/** The request's display preference cookies (`PREFERENCE_COOKIES`), for the first paint. */
function preferenceCookies(cookieHeader: string | undefined): Record<string, string> {
  const preferences: Record<string, string> = {};
  for (const name of PREFERENCE_COOKIES) {
    const value = cookieValue(cookieHeader, name);
    if (value !== undefined) preferences[name] = value;
  }
  return preferences;
}
