import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@shop/shared-contracts';
import i18next from 'i18next';
import Cookies from 'js-cookie';
import { useLayoutEffect } from 'react';
import { initReactI18next } from 'react-i18next';
import { shellMessages } from '../i18n/shell-messages';

/**
 * Initialises the one i18next instance of the page. i18next is a shared singleton, so remotes
 * add their namespaces to this same instance (after `initialized`).
 */
export async function initI18n(language: Language): Promise<void> {
  await i18next.use(initReactI18next).init({
    lng: language,
    supportedLngs: [...LANGUAGES],
    fallbackLng: DEFAULT_LANGUAGE,
    ns: ['shell'],
    defaultNS: 'shell',
    resources: Object.fromEntries(LANGUAGES.map((lng) => [lng, { shell: shellMessages[lng] }])),
    interpolation: { escapeValue: false },
    saveMissing: true,
    missingKeyHandler: (languages, namespace, key) => {
      console.error(`Missing translation ${namespace}:${key} for ${languages.join(', ')}`);
    },
  });
}

/** The cookie naming the shopper's language. */
export const LOCALE_COOKIE = 'locale';

/** The language follows the route's prefix (platform §2); switched before paint. */
export function useRouteLanguage(language: Language): void {
  useLayoutEffect(() => {
    document.documentElement.lang = language;
    // Platform §9: the locale cookie remembers the language for 365 days.
    Cookies.set(LOCALE_COOKIE, language, { expires: 365, path: '/', sameSite: 'lax' });
    if (i18next.language !== language) void i18next.changeLanguage(language);
  }, [language]);
}
