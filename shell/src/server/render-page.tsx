import { AsyncLocalStorage } from 'node:async_hooks';
import {
  type ApiFetch,
  type AuthToken,
  type ExposedModuleLoader,
  type Language,
  type ReleaseRenderScope,
  type RenderHead,
  resolveRoute,
  type ServerRenderer,
  type ServerRenderMessages,
  type ServerRenderRequest,
  type ServerRenderResult,
  splitLanguagePrefix,
} from '@shop/shared-contracts';
import {
  configureLanguagePrefixStrategy,
  provideApiFetch,
  provideExposedModuleLoader,
  provideHtmlEnvironment,
  providePreferenceReader,
  provideRenderCache,
  provideRenderHead,
  provideSessionToken,
} from '@shop/shared-contracts/bus';
import { createShopQueryClient, sharedQueries } from '@shop/shared-contracts/react';
import { I18nextProvider } from '@shop/shared-contracts/react-i18next';
import {
  dehydrate,
  type Query,
  type QueryClient,
  QueryClientProvider,
} from '@tanstack/react-query';
import i18next, { type i18n as I18n } from 'i18next';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { shellMessages } from '../i18n/shell-messages';
import { AppRoutes } from '../routes/create-routes';
import { parseAuthorizationHeader } from '../services/auth/auth-cookie';
import { initI18n } from '../services/i18n';
import { ShellServicesContext } from '../services/shell-services';
import { createReleaseScope } from './release-scope';
import { startServerShellServices } from './server-shell-services';
import { sharedModules } from './shared-modules';

/** What one render's data calls and module loads see (the process has one bus and cells). */
interface RenderScope {
  readonly origin: URL;
  readonly token: AuthToken | null;
  readonly apiFetch: ApiFetch;
  /** Module loads started by this render, awaited between passes. */
  readonly loads: Set<Promise<unknown>>;
  /** The lazily loaded page and exposed modules of this render (`currentRenderCache`). */
  readonly modules: Map<string, unknown>;
  /** What the page tells the head (`currentRenderHead`). */
  readonly head: RenderHead;
  /** The request's preference cookies (`readPreference`). */
  readonly preferences: Readonly<Record<string, string>>;
}

const scope = new AsyncLocalStorage<RenderScope>();
let moduleLoader: ExposedModuleLoader = () =>
  Promise.reject(new Error('The api has not provided remote modules'));
let htmlWindow: object | null = null;
let releaseScopes: () => readonly ReleaseRenderScope[] = () => [];
let i18nReady: Promise<void> | undefined;

// The cells are one per process; each call reads the render it belongs to.
provideSessionToken(() => scope.getStore()?.token ?? null);
provideApiFetch((input, init) => {
  const current = scope.getStore();
  if (!current) return Promise.reject(new Error(`No render is calling ${input}`));
  return current.apiFetch(input, init);
});
provideHtmlEnvironment(() => {
  const current = scope.getStore();
  if (!current || !htmlWindow) return null;
  return { window: htmlWindow, shopHost: current.origin.host, origin: current.origin.origin };
});
provideRenderCache(() => scope.getStore()?.modules ?? null);
provideRenderHead(() => scope.getStore()?.head ?? null);
providePreferenceReader((name) => scope.getStore()?.preferences[name]);
provideExposedModuleLoader((remote, key) => {
  const load = moduleLoader(remote, key);
  const loads = scope.getStore()?.loads;
  if (loads) {
    loads.add(load);
    void load.then(
      () => loads.delete(load),
      () => loads.delete(load),
    );
  }
  return load;
});

// Passes at most: one to find what the page reads, then one per level of data or code it needs
// first. A product group needs seven on a cold process (its module, the group, the catalogue's
// resources and the recommendation order, then the listing's first block); the budget bounds
// the time they take.
const MAX_PASSES = 10;
// How long a pass waits for remote modules still loading (read and evaluated once a release).
const MODULE_LOAD_LIMIT_MS = 5_000;

/**
 * Renders the frame and the route's page the way the browser's first render will: the page's
 * reads and remote modules are loaded between synchronous passes of `renderToString` until a
 * pass asks for nothing new or the budget runs out; the cache is dehydrated right after the
 * last pass, so the markup and the data the browser starts from belong together.
 */
async function render(request: ServerRenderRequest): Promise<ServerRenderResult> {
  const startedAt = performance.now();
  configureLanguagePrefixStrategy(request.languagePrefixStrategy);
  const url = new URL(request.url, 'http://shop.invalid');
  const { language } = splitLanguagePrefix(url.pathname);
  i18nReady ??= initI18n(language);
  await i18nReady;
  await shellMessages.load(language);
  // A store of the render's own: the shell's messages, then those of the releases it runs
  // (`addMessages`), never another version's.
  const i18n = i18next.cloneInstance({ lng: language, initAsync: false, forkResourceStore: true });
  const addedNamespaces = new Set<string>();
  const queryClient = createShopQueryClient();
  const renderScope: RenderScope = {
    origin: new URL(request.origin),
    token: request.authorization ? parseAuthorizationHeader(request.authorization) : null,
    apiFetch: request.apiFetch,
    loads: new Set(),
    modules: new Map(),
    head: {},
    preferences: request.preferences ?? {},
  };
  return scope.run(renderScope, async () => {
    const deadline = startedAt + request.budgetMs;
    const [{ services, publishStates }] = await Promise.all([
      startServerShellServices({
        language,
        queryClient,
        query: url.searchParams,
        market: request.market,
        authorization: request.authorization,
      }),
      // A path no fixed route takes is a product, group or brand page: which, the route slugs
      // tell. Read before the first pass, as the browser reads them at start, so that pass
      // already renders the page (one pass fewer; a failed read renders as in the browser).
      resolveRoute(url.pathname)
        ? undefined
        : queryClient.prefetchQuery(sharedQueries.routeSlugs()),
    ]);
    const renderPass = () => {
      publishStates();
      addMessages(i18n, language, addedNamespaces);
      return renderToString(
        <I18nextProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <ShellServicesContext value={services}>
              <StaticRouter location={`${url.pathname}${url.search}`}>
                <AppRoutes />
              </StaticRouter>
            </ShellServicesContext>
          </QueryClientProvider>
        </I18nextProvider>,
      );
    };
    let html = renderPass();
    let queryState = dehydrate(queryClient);
    let complete = !hasClientSlot(html);
    for (let pass = 1; pass < MAX_PASSES; pass += 1) {
      const started = startPendingReads(queryClient);
      if (!started && renderScope.loads.size === 0 && complete) break;
      // A release's module loads once per process: its first page may wait for it beyond the
      // budget, which is for the page's reads.
      const passDeadline =
        renderScope.loads.size > 0
          ? Math.max(deadline, performance.now() + MODULE_LOAD_LIMIT_MS)
          : deadline;
      if (!(await settle(queryClient, renderScope.loads, passDeadline))) break;
      html = renderPass();
      queryState = dehydrate(queryClient);
      complete = !hasClientSlot(html);
    }
    // As `usePageTitle` sets it in the browser (platform §2, §9).
    const shopName = i18n.t('shopName', { ns: 'shell' });
    const { title } = renderScope.head;
    return {
      html,
      title: title ? `${title} | ${shopName}` : shopName,
      description: renderScope.head.description,
      meta: renderScope.head.meta,
      payload: {
        queryState,
        market: marketChoice(services.market.current()),
        isAuthenticated: services.auth.current().user.isAuthenticated,
        messages: renderedMessages(i18n, language),
      },
      complete,
      tookMs: Math.round(performance.now() - startedAt),
    };
  });
}

function marketChoice(market: { deliveryCountryCode: string; currencyCode: string }) {
  return { deliveryCountryCode: market.deliveryCountryCode, currencyCode: market.currencyCode };
}

/**
 * The messages of the shell and of every namespace the render translated with, in the page's
 * language: the browser starts with them, so hydration waits for no message chunk.
 */
function renderedMessages(i18n: I18n, language: Language): ServerRenderMessages {
  const used = new Set(['shell', ...(i18n.reportNamespaces?.getUsedNamespaces() ?? [])]);
  const bundles = Object.fromEntries(
    [...used].flatMap((namespace) =>
      i18n.hasResourceBundle(language, namespace)
        ? [[namespace, i18n.getResourceBundle(language, namespace)]]
        : [],
    ),
  );
  return { language, bundles };
}

/**
 * Adds to the render's instance the messages loaded since the previous pass: each namespace of
 * the render's releases (each release's own i18next) once, in place of any other copy, then
 * what the shell's own code added to the process's instance since the render forked it.
 */
function addMessages(i18n: I18n, language: Language, added: Set<string>): void {
  const options = { silent: true, skipCopy: true };
  for (const scope of releaseScopes()) {
    for (const [namespace, bundle] of Object.entries(scope.messages(language))) {
      if (added.has(namespace)) continue;
      added.add(namespace);
      i18n.removeResourceBundle(language, namespace);
      i18n.addResourceBundle(language, namespace, bundle, false, true, options);
    }
  }
  for (const [namespace, bundle] of Object.entries(i18next.store.data[language] ?? {})) {
    if (added.has(namespace) || i18n.hasResourceBundle(language, namespace)) continue;
    i18n.addResourceBundle(language, namespace, bundle, false, true, options);
  }
}

/** A Suspense boundary the pass could not finish: React leaves it to the browser. */
function hasClientSlot(html: string): boolean {
  return html.includes('<!--$!-->');
}

/** Starts every read a pass asked for and nobody fetches yet; true when it started any. */
function startPendingReads(queryClient: QueryClient): boolean {
  let started = false;
  for (const query of queryClient.getQueryCache().getAll()) {
    const { status, fetchStatus } = query.state;
    if (status !== 'pending' || fetchStatus !== 'idle' || !isEnabled(query)) continue;
    // A failed read renders as it does in the browser: its error state, no second try here.
    query.fetch().catch(() => undefined);
    started = true;
  }
  return started;
}

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: unknown }).enabled;
  return typeof enabled === 'function' ? enabled(query) !== false : enabled !== false;
}

/** Waits for the reads and module loads in flight, and a turn for what they resolve; false past the deadline. */
async function settle(
  queryClient: QueryClient,
  loads: ReadonlySet<Promise<unknown>>,
  deadline: number,
): Promise<boolean> {
  const work = (async () => {
    while (queryClient.isFetching() > 0 || loads.size > 0) {
      const pending = [...loads];
      if (queryClient.isFetching() > 0) pending.push(fetchesSettled(queryClient));
      await Promise.race(pending).catch(() => undefined);
    }
    // Message chunks and lazy components resolve a few promise turns after their module.
    await new Promise((resolve) => setImmediate(resolve));
  })();
  const remaining = deadline - performance.now();
  if (remaining <= 0) return false;
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), remaining);
  });
  const finished = await Promise.race([work.then(() => true as const), timedOut]);
  clearTimeout(timer);
  return finished;
}

/** Resolves when no read of the cache is in flight (call it while one is). */
function fetchesSettled(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      resolve();
    });
  });
}

const renderer: ServerRenderer = {
  sharedModules,
  createReleaseScope,
  configure(services) {
    moduleLoader = services.loadExposedModule;
    htmlWindow = services.htmlWindow;
    releaseScopes = services.releaseScopes ?? (() => []);
  },
  render,
};

export default renderer;
