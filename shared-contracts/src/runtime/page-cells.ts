import type { AuthToken } from '../client/authorization.js';
import type { LanguagePrefixStrategy } from '../routes/language-prefix-strategies.js';
import { cookieValue } from '../storage/cookie-value.js';

/**
 * The two page-wide values that must be one per page however many copies of the contracts the
 * remotes compiled in: where the login token comes from and how paths carry the language. They
 * live in the runtime singleton entry (`@shop/shared-contracts/bus`) beside the bus; the shell
 * (and the api process) set them once at start. See docs/decisions/0006-contract-versions.md.
 */
type TokenSource = () => AuthToken | null;

let tokenSource: TokenSource = () => null;
let prefixStrategy: LanguagePrefixStrategy = 'prefix_except_default';

/** Called once by the session's owner (the shell): where the current login token comes from. */
export function provideSessionToken(next: TokenSource): void {
  tokenSource = next;
}

/** The current login token, or null when logged out or no shell provides one (standalone). */
export function currentSessionToken(): AuthToken | null {
  return tokenSource();
}

export function configureLanguagePrefixStrategy(next: LanguagePrefixStrategy): void {
  prefixStrategy = next;
}

export function languagePrefixStrategy(): LanguagePrefixStrategy {
  return prefixStrategy;
}

/** How the api is called: `fetch` in the browser; the server renderer calls the api in process. */
export type ApiFetch = (input: string, init?: RequestInit) => Promise<Response>;

let apiFetch: ApiFetch = (input, init) => globalThis.fetch(input, init);

/** Called by the server renderer (0012) so same-origin calls reach the api without a network. */
export function provideApiFetch(next: ApiFetch): void {
  apiFetch = next;
}

/** The page's way to call the api; the api client's default `fetch`. */
export function currentApiFetch(): ApiFetch {
  return apiFetch;
}

/**
 * What shop HTML is sanitised with: a DOM window for the sanitiser and the shop's host (links to
 * it become relative). The page's own in the browser; on the server the renderer provides one.
 */
export interface HtmlEnvironment {
  readonly window: object;
  readonly shopHost: string;
  /** The page's origin (`https://shop.example`), for absolute addresses in structured data. */
  readonly origin: string;
}

let htmlEnvironment: () => HtmlEnvironment | null = () =>
  typeof window === 'undefined'
    ? null
    : { window, shopHost: window.location.host, origin: window.location.origin };

/** Called by the server renderer (0012): its DOM window and the request's host and origin. */
export function provideHtmlEnvironment(next: () => HtmlEnvironment | null): void {
  htmlEnvironment = next;
}

/** The window and host to sanitise shop HTML with; null where there is none. */
export function currentHtmlEnvironment(): HtmlEnvironment | null {
  return htmlEnvironment();
}

let renderCache: () => Map<string, unknown> | null = () => null;

/**
 * Called by the server renderer (0012): the cache of lazily loaded modules for the render under
 * way, so one request's passes share them and the next request loads the release then active.
 */
export function provideRenderCache(next: () => Map<string, unknown> | null): void {
  renderCache = next;
}

/** Where lazily loaded remote modules are kept: the render's on the server, else the caller's. */
export function currentRenderCache(): Map<string, unknown> | null {
  return renderCache();
}

/** What a page tells the document head while the server renders it. */
export interface RenderHead {
  /** The page's own title (the shell adds the shop's name). */
  title?: string;
  /** The page's meta description, already shortened (`metaDescription`). */
  description?: string;
  /** Canonical address, share picture and indexing (`usePageMeta`). */
  meta?: PageMeta;
}

/** What search engines and link previews read of a page besides its title and description. */
export interface PageMeta {
  /** The page's canonical address, absolute. */
  readonly canonical?: string;
  /** An absolute address of a 1200 × 630 picture for link previews (Open Graph). */
  readonly shareImage?: string;
  /** Keep the page out of search results (e.g. campaign-only products, catalogue §2). */
  readonly noindex?: boolean;
}

let renderHead: () => RenderHead | null = () => null;

/** Called by the server renderer (0012): the head of the render under way. */
export function provideRenderHead(next: () => RenderHead | null): void {
  renderHead = next;
}

/** The head of the page being rendered on the server; null in the browser. */
export function currentRenderHead(): RenderHead | null {
  return renderHead();
}

/** Loads one exposed module of a remote by package name and key (the shell's registry). */
export type ExposedModuleLoader = (remote: string, key: string) => Promise<unknown>;

let moduleLoader: ExposedModuleLoader = () =>
  Promise.reject(new Error('No host provides remote modules on this page'));

/** Called once by the host (the shell, or a standalone harness): how remote modules load. */
export function provideExposedModuleLoader(next: ExposedModuleLoader): void {
  moduleLoader = next;
}

/** Loads an exposed module through the host; typed callers use `useExposedModule`. */
export function loadExposedModule(remote: string, key: string): Promise<unknown> {
  return moduleLoader(remote, key);
}

/** Reads one of the page's preference cookies (`PREFERENCE_COOKIES`) by name. */
export type PreferenceReader = (name: string) => string | undefined;

function documentCookie(name: string): string | undefined {
  return typeof document === 'undefined' ? undefined : cookieValue(document.cookie, name);
}

let preferenceReader: PreferenceReader = documentCookie;

/**
 * Called by the server renderer (0012): the request's preference cookies, so the server's first
 * paint uses the shopper's choices (the grid size) as the browser will.
 */
export function providePreferenceReader(next: PreferenceReader): void {
  preferenceReader = next;
}

/** A preference cookie of the page: the document's in the browser, the request's on the server. */
export function readPreference(name: string): string | undefined {
  return preferenceReader(name);
}
