import type { DehydratedState } from '@tanstack/react-query';
import type { InitialMarket } from '../api/market.js';
import type { LanguageMessages } from '../i18n/message-catalog.js';
import type { Language } from '../market/languages.js';
import type { LanguagePrefixStrategy } from '../routes/language-prefix-strategies.js';
import type { ApiFetch, ExposedModuleLoader, PageMeta } from '../runtime/page-cells.js';

/**
 * The seam between the api and the shell's server build (docs/decisions/0012): the api answers
 * HTTP, knows the request's market and session and which release of each remote is active; the
 * shell's server build composes the frame and the owning remote's page exactly as the browser
 * does, with one React, router, i18next and QueryClient shared by both.
 */
export interface ServerRenderRequest {
  /** Path and query of the page. */
  readonly url: string;
  /** The origin the page was asked for (`https://shop.example`): shop HTML links to its host
   * become relative, structured data names it. */
  readonly origin: string;
  /** The market the page inlines for the browser (null when it could not be resolved). */
  readonly market: InitialMarket | null;
  /**
   * `Bearer <token>` of the request's session cookie (`SESSION_COOKIE`), if it sent one; the
   * page's api calls (`apiFetch`) carry the request's cookies too.
   */
  readonly authorization: string | null;
  /** The request's preference cookies (`PREFERENCE_COOKIES`) by name; since contracts 3.3. */
  readonly preferences?: Readonly<Record<string, string>>;
  /** Calls the api in process for the page's data. */
  readonly apiFetch: ApiFetch;
  readonly languagePrefixStrategy: LanguagePrefixStrategy;
  /** Milliseconds for data and module loading; past it the page renders what it has. */
  readonly budgetMs: number;
}

/** What the browser needs to hydrate the server's markup, inlined as JSON. */
export interface ServerRenderPayload {
  /** The page's query cache as `dehydrate` gives it, for the browser's QueryClient. */
  readonly queryState: DehydratedState;
  /** The market the server rendered prices in; the browser hydrates only in the same one. */
  readonly market: { readonly deliveryCountryCode: string; readonly currencyCode: string } | null;
  /** Whether the server rendered for a logged-in customer. */
  readonly isAuthenticated: boolean;
  /**
   * The messages the page was rendered with, by namespace, in the page's language (since
   * contracts 3.21): the browser starts i18next with them instead of fetching each namespace's
   * chunk before it can hydrate.
   */
  readonly messages?: ServerRenderMessages;
}

/** One language's messages by namespace, as the server rendered the page with them. */
export interface ServerRenderMessages {
  readonly language: Language;
  readonly bundles: Readonly<Record<string, LanguageMessages>>;
}

export interface ServerRenderResult {
  /** The markup of the page's root element. */
  readonly html: string;
  /** The document title, as the browser sets it once the page is shown. */
  readonly title: string;
  /** The page's meta description, when the page gave one (`usePageDescription`). */
  readonly description?: string | undefined;
  /** Canonical address, share picture and indexing, when the page gave them (`usePageMeta`). */
  readonly meta?: PageMeta | undefined;
  readonly payload: ServerRenderPayload;
  /** False when a slot was left for the browser (a failed or slow remote, the budget). */
  readonly complete: boolean;
  /** Milliseconds the render took, data included. */
  readonly tookMs: number;
}

/**
 * What one release's server build runs with: the shared singletons, but an i18next of its own,
 * so the messages each version adds stay that version's (a process renders several versions:
 * the active one, the one before an activation, overrides). Since contracts 3.22.
 */
export interface ReleaseRenderScope {
  /** The singletons the release's server build leaves to its host, by package specifier. */
  readonly sharedModules: Readonly<Record<string, unknown>>;
  /** The message bundles the release's modules have added, by namespace, in `language`. */
  messages(language: Language): Readonly<Record<string, LanguageMessages>>;
}

/** What the api gives the shell's server build. */
export interface ServerRenderServices {
  /** How exposed modules of the active remote releases load on the server. */
  readonly loadExposedModule: ExposedModuleLoader;
  /** A DOM window for the HTML sanitiser (jsdom), which the browser has of its own. */
  readonly htmlWindow: object;
  /**
   * The scopes of the releases the current render runs (its versions are fixed when it
   * starts), for their messages; since contracts 3.22.
   */
  readonly releaseScopes?: () => readonly ReleaseRenderScope[];
}

/** What the shell's server build (`shell/dist/ssr/server.cjs`) exports. */
export interface ServerRenderer {
  /** The singletons a remote's server build leaves to its host, by package specifier. */
  readonly sharedModules: Readonly<Record<string, unknown>>;
  /** A scope for one release's server build (since contracts 3.22; without it, `sharedModules`). */
  createReleaseScope?(): ReleaseRenderScope;
  /** Called once by the api, before the first render. */
  configure(services: ServerRenderServices): void;
  render(request: ServerRenderRequest): Promise<ServerRenderResult>;
}

/** The id of the script holding the `ServerRenderPayload` in the page. */
export const SERVER_RENDER_PAYLOAD_SCRIPT_ID = 'shop-server-render';

/** Set on the root element when its markup came from the server, for `hydrateRoot`. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

/** Where a remote's server build goes, inside its dist (and so inside its release). */
export const SERVER_BUILD_DIR = 'ssr';

/** The server build's file of an exposed module: `./StaticPage` → `StaticPage.cjs`. */
export function serverModuleFile(key: string): string {
  return `${key.replace(/^\.\//, '')}.cjs`;
}
