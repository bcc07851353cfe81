/** Platform §9: the error page waits this long before following a redirect (one variant). */
export const ERROR_REDIRECT_DELAY_MS = 1000;

/**
 * Where the error screen should go (platform §2): an explicit redirect, else a `redirect` field
 * of JSON error data. Unparseable data is logged as 'Failed to parse error data'.
 */
export function resolveErrorRedirect(redirect: string | undefined, data: unknown): string | null {
  if (redirect) return redirect;
  if (typeof data !== 'string' || data.trim() === '') return null;
  try {
    const parsed: unknown = JSON.parse(data);
    if (typeof parsed === 'object' && parsed !== null && 'redirect' in parsed) {
      const target = (parsed as { redirect: unknown }).redirect;
      return typeof target === 'string' && target !== '' ? target : null;
    }
    return null;
  } catch {
    console.error('Failed to parse error data');
    return null;
  }
}
