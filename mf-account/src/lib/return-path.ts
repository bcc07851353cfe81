import { type Language, pathOf, ROUTES } from '@shop/shared-contracts';

/** The query key of the login page that names where to go after logging in. */
export const RETURN_PARAM = 'next';

/**
 * A return path is followed only if it stays on this shop: a path starting with one slash
 * (never `//host` or `/\host`, which browsers treat as another site).
 */
export function toSafeReturnPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/')) return null;
  if (value.startsWith('//') || value.startsWith('/\\')) return null;
  if ([...value].some((character) => character.charCodeAt(0) < 32)) return null;
  return value;
}

/** The login page with the page to come back to after logging in. */
export function loginHref(language: Language, returnPath?: string): string {
  const login = pathOf(ROUTES.login, language);
  const safe = toSafeReturnPath(returnPath);
  return safe ? `${login}?${RETURN_PARAM}=${encodeURIComponent(safe)}` : login;
}
