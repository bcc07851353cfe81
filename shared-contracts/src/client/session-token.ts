import type { AuthToken } from './authorization.js';

type TokenSource = () => AuthToken | null;

// shared-contracts is a Module Federation singleton: the source the shell sets here is the one
// every remote's api client reads, so remotes never parse the session cookie themselves.
let source: TokenSource = () => null;

/** Called once by the session's owner (the shell): where the current login token comes from. */
export function provideSessionToken(next: TokenSource): void {
  source = next;
}

/** The current login token, or null when logged out or no shell provides one (standalone). */
export function currentSessionToken(): AuthToken | null {
  return source();
}
