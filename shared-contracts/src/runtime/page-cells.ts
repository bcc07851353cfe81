import type { AuthToken } from '../client/authorization.js';
import type { LanguagePrefixStrategy } from '../routes/language-prefix-strategies.js';

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
