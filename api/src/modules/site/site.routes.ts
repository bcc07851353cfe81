import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  DEFAULT_LANGUAGE,
  type InitialMarket,
  type LanguagePrefixStrategy,
  type RouteSlugsResponse,
  SERVER_BUILD_DIR,
  splitLanguagePrefix,
} from '@shop/shared-contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { cacheControlFor, dropValidatorsOfImmutable, NO_CACHE } from '../../lib/cache-control.js';
import { createTtlCache } from '../../lib/ttl-cache.js';
import { findUnsafeText, isUnsafeText } from '../../lib/unsafe-text.js';
import { errorBody } from '../../plugins/error-handler.js';
import { createMarketCache } from '../market/market.cache.js';
import { resolveInitialMarket } from '../market/market.initial.js';
import { findViewer } from '../product/product.viewer.js';
import type { ActiveRemote } from '../remotes/remotes.service.js';
import { findRouteSlugs } from '../route-slugs/route-slugs.repository.js';
import { createServerRender } from '../server-render/server-render.service.js';
import { buildPreloadHints, findOwningPage, leadImageHints } from './site.hints.js';
import {
  MARKET_HEADERS,
  readMarketHints,
  renderMarketScript,
  renderPriceFormatScript,
  renderSiteConfigScript,
} from './site.market.js';
import { createPageAssets } from './site.page-assets.js';
import { findPageOutcome, type PageOutcome } from './site.page-status.js';
import { createShellPage } from './site.shell-page.js';

// Paths that belong to the api or to built files: never answered with the shell page.
// Under these only files and api answers live; `/static/` itself is asked for like a page.
const NOT_PAGES = /^\/(api|remotes|media)(\/|$)|^\/static\/./;
// A missing `/x.js` must stay a 404: HTML in its place only breaks the page that asked.
const FILE_NAME = /\.[a-z0-9]+$/i;

function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  return !accept || accept.includes('text/html') || accept.includes('*/*');
}

function pathnameOf(request: FastifyRequest): string {
  return request.url.split('?', 1)[0] ?? '/';
}

/**
 * `X-Shop-Render: client`: the page as the browser alone renders it (QA comparing the two, and
 * tests that stub the browser's api calls of the first page).
 */
function asksForClientRendering(request: FastifyRequest): boolean {
  return request.headers['x-shop-render'] === 'client';
}

/** A browser asking for a document of the shop, which the shell page answers. */
function isPageRequest(request: FastifyRequest, pathname: string): boolean {
  const isPageMethod = request.method === 'GET' || request.method === 'HEAD';
  const isPagePath = !NOT_PAGES.test(pathname) && !FILE_NAME.test(pathname);
  return isPageMethod && isPagePath && acceptsHtml(request);
}

/** NUL or a lone surrogate in the decoded path or the query (see `lib/unsafe-text.ts`). */
function hasUnsafeText(request: FastifyRequest, pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return true;
  }
  return isUnsafeText(decoded) || findUnsafeText(request.query).length > 0;
}

/**
 * The built shell: its hashed files from `shell/dist`, and index.html for every other page
 * GET so client-side routing works, with the visitor's market inlined (platform §7).
 * Registered last: its not-found handler and `/*` route only see what no other route took.
 */
/** How long after listening the server renderer loads, unless a page needs it first. */
const RENDERER_WARM_UP_DELAY_MS = 1000;

export const siteRoutes = fp<{
  shopRoot: string;
  rootRedirect?: string | undefined;
  languagePrefixStrategy: LanguagePrefixStrategy;
  dataDir: string;
  serverRenderBudgetMs: number;
}>(
  async (app, options) => {
    const { shopRoot, rootRedirect: configuredRootRedirect, languagePrefixStrategy } = options;
    // With every language prefixed, the bare root has no page of its own: it goes to fi's.
    const rootRedirect =
      configuredRootRedirect ??
      (languagePrefixStrategy === 'prefix' ? `/${DEFAULT_LANGUAGE}/` : undefined);
    const siteConfigScript = renderSiteConfigScript({ languagePrefixStrategy });
    const distDir = path.join(shopRoot, 'shell', 'dist');
    const page = createShellPage(distDir);
    const markets = createMarketCache(app.db);
    // Dynamic pages (static pages, product groups…) get their remote's preload hints too.
    const routeSlugs = createTtlCache(() => findRouteSlugs(app.db));
    const pageAssets = createPageAssets(options.dataDir);
    /** The page module's styles and chunks; a manifest that cannot be read only costs hints. */
    async function pageAssetsOf(
      pathname: string,
      active: readonly ActiveRemote[],
      slugs: RouteSlugsResponse | null,
    ) {
      try {
        return await pageAssets(findOwningPage(pathname, slugs), active);
      } catch (error) {
        app.log.error({ err: error }, 'could not read the page module of the path');
        return undefined;
      }
    }
    const serverRender =
      options.serverRenderBudgetMs > 0
        ? createServerRender(app, {
            shopRoot,
            dataDir: options.dataDir,
            languagePrefixStrategy,
            budgetMs: options.serverRenderBudgetMs,
          })
        : null;
    app.decorate('serverRender', serverRender);
    // The first shopper should not wait for the renderer to load: it loads once the api is up,
    // a moment after listening. Loading it (the shell's server build, jsdom) holds the event
    // loop for about half a second, which would otherwise delay the first answers of a restart
    // (health checks, /remotes.json); a page asked for sooner loads it itself.
    let warmUpTimer: NodeJS.Timeout | undefined;
    app.addHook('onListen', async () => {
      if (!serverRender) return;
      warmUpTimer = setTimeout(() => void serverRender.warmUp(), RENDERER_WARM_UP_DELAY_MS);
      warmUpTimer.unref();
    });
    app.addHook('onClose', async () => clearTimeout(warmUpTimer));

    /** The page's market, or null: then the shell asks init-config itself (§4). */
    async function initialMarket(
      request: FastifyRequest,
      pathname: string,
    ): Promise<InitialMarket | null> {
      try {
        const hints = readMarketHints(request.headers, pathname);
        return resolveInitialMarket(await markets.get(), hints);
      } catch (error) {
        request.log.error({ err: error }, 'could not resolve the market of the page');
        return null;
      }
    }

    /** Whether the path is a page; a failed lookup must not fail the page, so it counts as one. */
    async function pageOutcome(
      request: FastifyRequest,
      pathname: string,
      slugs: RouteSlugsResponse | null,
    ): Promise<PageOutcome> {
      const isStaff = async () => (await findViewer(app.db, request))?.is_staff === true;
      try {
        return await findPageOutcome(pathname, slugs, { db: app.db, isStaff });
      } catch (error) {
        request.log.error({ err: error }, 'could not look up the page of the path');
        return { status: 200 };
      }
    }

    /** The shell page; its status is the path's (`pageOutcome`) unless one is given. */
    async function sendPage(request: FastifyRequest, reply: FastifyReply, status?: 400) {
      const pathname = pathnameOf(request);
      const slugs = await routeSlugs.get().catch(() => null);
      const outcome = status ? { status } : await pageOutcome(request, pathname, slugs);
      if ('redirect' in outcome) {
        const query = request.url.slice(pathname.length);
        return reply.header('cache-control', NO_CACHE).redirect(`${outcome.redirect}${query}`, 301);
      }
      const market = await initialMarket(request, pathname);
      // What this browser runs: the active releases, or its release override's (issue 14).
      const active = await app.remoteRegistry.listFor(app.releaseOverrides.of(request.raw));
      // A bad request or an unknown path keeps the plain shell: nothing of the page to render.
      const rendered =
        serverRender && outcome.status === 200 && !asksForClientRendering(request)
          ? await serverRender.renderPage(request, market)
          : null;
      const { language } = splitLanguagePrefix(pathname);
      const html = await page.render({
        language,
        hints:
          leadImageHints(rendered?.root) +
          siteConfigScript +
          (market
            ? renderMarketScript(market) + renderPriceFormatScript(language, market.currencyCode)
            : '') +
          buildPreloadHints(pathname, active, slugs, await pageAssetsOf(pathname, active, slugs)),
        root: rendered?.root,
        title: rendered?.title,
        description: rendered?.description,
        meta: rendered?.meta,
        afterRoot: rendered?.payloadScript,
        scriptNonce: reply.cspNonce?.script,
      });
      reply
        .header('cache-control', NO_CACHE)
        .header('vary', [...MARKET_HEADERS, 'cookie'].join(', '));
      if (html === null) {
        return reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .send('The shop front end is not built yet. Run `npm run build` and reload.');
      }
      // Platform §2: the shell shows 'Page not found: {path}'; crawlers and monitors get the
      // status to go with it.
      return reply.code(outcome.status).type('text/html; charset=utf-8').send(html);
    }

    // Unsafe text in a document request is a 400 like anywhere in the api, but answered with
    // the shell, so the visitor still sees the shop. Added before this plugin's routes so that
    // it reaches them (the static files' route would answer a NUL in the path with a 403).
    // Synchronous unless it answers: it runs before every route of the api.
    app.addHook('onRequest', (request, reply, done) => {
      const pathname = pathnameOf(request);
      if (!isPageRequest(request, pathname) || !hasUnsafeText(request, pathname)) return done();
      // Answered here; the request goes no further (`done` only carries a failure).
      sendPage(request, reply, 400).catch(done);
    });

    app.get('/', (request, reply) => {
      if (!rootRedirect) return sendPage(request, reply);
      // Platform §2: the configured root redirect; the query (e.g. market overrides) goes along.
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return reply.header('cache-control', NO_CACHE).redirect(`${rootRedirect}${query}`, 302);
    });
    app.get('/index.html', sendPage);
    app.addHook('onSend', dropValidatorsOfImmutable);
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      index: false,
      // The builds write a Brotli-11 `.br` beside each script and stylesheet.
      preCompressed: true,
      decorateReply: false,
      // The shell's server build is the api's, not the browser's; a folder (`/static/`) is no
      // file either: both go on to the pages, so a shopper gets the shop's 404 page, not JSON.
      allowedPath: (pathName) =>
        !pathName.startsWith(`/${SERVER_BUILD_DIR}/`) && !pathName.endsWith('/'),
      setHeaders: (reply, file) => {
        reply.header('cache-control', cacheControlFor(path.relative(distDir, file)));
      },
    });

    app.setNotFoundHandler(async (request, reply) => {
      const pathname = pathnameOf(request);
      if (isPageRequest(request, pathname)) return sendPage(request, reply);
      return reply
        .code(404)
        .send(errorBody(404, 'ROUTE_NOT_FOUND', `Route ${request.method}:${pathname} not found`));
    });
  },
  { name: 'site', dependencies: ['database', 'remote-registry'] },
);
