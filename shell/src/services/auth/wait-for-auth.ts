/** Platform §9: checkout validation waits at most 5 s for auth, polling every 100 ms. */
export const AUTH_WAIT_TIMEOUT_MS = 5000;
export const AUTH_WAIT_POLL_MS = 100;

/**
 * Resolves once `isLoading()` is false, or when the time is up (platform §4 checkout status:
 * validation then goes ahead anyway). Resolves `true` if auth finished loading.
 */
export function waitForAuth(
  isLoading: () => boolean,
  timeoutMs = AUTH_WAIT_TIMEOUT_MS,
  pollMs = AUTH_WAIT_POLL_MS,
): Promise<boolean> {
  return new Promise((resolve) => {
    let waited = 0;
    const poll = () => {
      if (!isLoading()) return resolve(true);
      if (waited >= timeoutMs) return resolve(false);
      waited += pollMs;
      setTimeout(poll, pollMs);
    };
    poll();
  });
}
