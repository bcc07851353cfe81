import { realpath } from 'node:fs/promises';
import {
  cookieValue,
  type InitialMarket,
  type LanguagePrefixStrategy,
  type PageMeta,
  PREFERENCE_COOKIES,
  SERVER_RENDER_PAYLOAD_SCRIPT_ID,
  type ServerRenderResult,
} from '@shop/shared-contracts';
import type { FastifyInstance, FastifyRequest, InjectOptions } from 'fastify';
import { redactUrl } from '../../lib/log-redaction.js';
import { sessionAuthorization } from '../customers/customers.session.js';
import { createMarketCache } from '../market/market.cache.js';
import { resolveInitialMarket } from '../market/market.initial.js';
import type { ReleaseOverride } from '../remotes/release-override.js';
import { jsonScript, readMarketHints } from '../site/site.market.js';
import { createRenderProcess, type RenderProcess } from './render-process.js';
import {
  type FromWorker,
  SESSION_PLACEHOLDER,
  type ToWorker,
  type WorkerRenderRequest,
} from './render-protocol.js';

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
  /** Starts the render process and loads the shell's server build (errors are logged). */
  warmUp(): Promise<void>;
  /** The page's markup, or null: no shell server build, or the render failed (logged). */
  renderPage(request: FastifyRequest, market: InitialMarket | null): Promise<RenderedPage | null>;
  /** Whether the shell has a server build; throws when it does not load. */
  hasRenderer(): Promise<boolean>;
  /** Evaluates a file of a release's server build as a render would; throws what it threw. */
  evaluateModule(file: string, remote: string): Promise<void>;
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
// Starting the render process and loading the shell's server build and jsdom in it; evaluating
// one module file.
const LOAD_TIMEOUT_MS = 15_000;

// Request headers a page's api calls carry on: the session and the visitor's market choice.
const FORWARDED_HEADERS = ['cookie', 'x-delivery-country', 'x-currency', 'accept-language'];
// Headers of a render's call the api sets itself: what the visitor's request carried.
const REPLACED_HEADERS = new Set(['authorization', 'host', 'content-length', ...FORWARDED_HEADERS]);
// The page's calls the render process may make: reads, and the reads the contracts make with a
// body (pricing a cart, a list asked for by its request). A write in a visitor's name is the
// browser's, after the visitor asked for it.
const READ_METHODS = new Set(['GET', 'HEAD']);
const POSTED_READS = new Set([
  '/api/checkout/',
  '/api/products/productmodellist/',
  '/api/products/productmodellist/page/',
]);

/** Whether a render's call is one the api answers: a read of its own `/api/`. */
function isRenderRead(method: string, url: string): boolean {
  if (!url.startsWith('/api/')) return false;
  if (READ_METHODS.has(method)) return true;
  return method === 'POST' && POSTED_READS.has(url.split('?')[0] ?? url);
}
// Past the render's own budget: the time for the process to send the page and for a release's
// modules to load the first time (the shell waits up to five seconds for them).
const ANSWER_MARGIN_MS = 8_000;

/** What the api keeps of a render in progress, to answer its calls. */
interface RenderContext {
  readonly forwarded: Readonly<Record<string, string>>;
  readonly authorization: string | null;
  /** The visitor's address; none for the health check's renders. */
  readonly remoteAddress?: string;
}

/**
 * Server rendering of shop pages (docs/decisions/0012): the shell's server build renders the
 * frame and the route's page in the render process (docs/decisions/0022), with data it asks
 * this api for, which answers in process (`app.inject`, no network, the request's cookies and
 * session, never given to the render process). Any failure leaves the page to the browser.
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
  // For the health check's renders only; pages get theirs from the site.
  const markets = createMarketCache(app.db);
  const renderProcess: RenderProcess = createRenderProcess({
    shopRoot: options.shopRoot,
    dataDir: options.dataDir,
    log: app.log,
    answerApiRequest: (request, context) => answerApiRequest(request, context as RenderContext),
  });
  app.addHook('onClose', () => renderProcess.close());

  function contextOf(request: FastifyRequest): RenderContext {
    const forwarded = Object.fromEntries(
      FORWARDED_HEADERS.flatMap((name) => {
        const value = request.headers[name];
        return typeof value === 'string' ? [[name, value]] : [];
      }),
    );
    // The page's reads count against its visitor's per-address throttles, once (the browser
    // takes the data from the page), not against one budget every visitor would share (an
    // injected request otherwise comes from 127.0.0.1).
    return { forwarded, authorization: sessionAuthorization(request), remoteAddress: request.ip };
  }

  /** One read of a render in progress, with its visitor's headers and session. */
  async function answerApiRequest(
    call: Extract<FromWorker, { type: 'api-request' }>,
    context: RenderContext,
  ): Promise<Extract<ToWorker, { type: 'api-response' }>> {
    const method = call.method.toUpperCase();
    if (!isRenderRead(method, call.url)) {
      app.log.warn(
        { method, url: redactUrl(call.url) },
        'a server render asked for a call it may not make',
      );
      return { type: 'api-response', fetchId: call.fetchId, status: 403, headers: {}, body: null };
    }
    const headers: Record<string, string> = { ...context.forwarded };
    for (const [name, value] of Object.entries(call.headers)) {
      if (!REPLACED_HEADERS.has(name.toLowerCase())) headers[name] = value;
    }
    if (context.authorization && 'authorization' in call.headers) {
      headers.authorization = context.authorization;
    }
    const response = await app.inject({
      method: method as InjectOptions['method'],
      url: call.url,
      headers,
      ...(context.remoteAddress === undefined ? {} : { remoteAddress: context.remoteAddress }),
      ...(call.body === undefined ? {} : { payload: call.body }),
    });
    const responseHeaders: Record<string, string> = {};
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) responseHeaders[name] = String(value);
    }
    return {
      type: 'api-response',
      fetchId: call.fetchId,
      status: response.statusCode,
      headers: responseHeaders,
      body: response.statusCode === 204 ? null : new Uint8Array(response.rawPayload),
    };
  }

  /** Renders with the releases a browser with this override runs, read once at the start. */
  async function render(
    request: WorkerRenderRequest,
    override: ReleaseOverride | null,
    context: RenderContext,
  ): Promise<ServerRenderResult | null> {
    const releases = await app.remoteRegistry.listFor(override);
    return renderProcess.call<ServerRenderResult | null>(
      { type: 'render', request, releases },
      request.budgetMs + ANSWER_MARGIN_MS,
      context,
    );
  }

  return {
    async warmUp() {
      try {
        await renderProcess.call({ type: 'load' }, LOAD_TIMEOUT_MS);
      } catch (error) {
        app.log.error({ err: error }, 'the shell server build could not be loaded');
      }
    },
    async renderPage(request, market) {
      try {
        const context = contextOf(request);
        // A browser with a release override gets the overriding versions' markup.
        const override = app.releaseOverrides.of(request.raw);
        const result = await render(
          {
            url: request.url,
            origin: `${request.protocol}://${request.host}`,
            market,
            authorization: context.authorization ? SESSION_PLACEHOLDER : null,
            preferences: preferenceCookies(request.headers.cookie),
            languagePrefixStrategy: options.languagePrefixStrategy,
            budgetMs: options.budgetMs,
          },
          override,
          context,
        );
        if (!result) return null;
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
    hasRenderer: () => renderProcess.call<boolean>({ type: 'load' }, LOAD_TIMEOUT_MS),
    async evaluateModule(file, remote) {
      // The render process is allowed the real paths of the releases only.
      const real = await realpath(file).catch(() => file);
      await renderProcess.call({ type: 'evaluate', file: real, remote }, LOAD_TIMEOUT_MS);
    },
    async renderWith(url, override) {
      const market = resolveInitialMarket(await markets.get(), readMarketHints({}, url));
      return render(
        {
          url,
          origin: 'http://localhost',
          market,
          authorization: null,
          preferences: {},
          languagePrefixStrategy: options.languagePrefixStrategy,
          budgetMs: Math.max(options.budgetMs, CHECK_BUDGET_MS),
        },
        override,
        { forwarded: {}, authorization: null },
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
