import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  type Language,
  type LanguageMessages,
} from '@shop/shared-contracts';
import { initReactI18next } from '@shop/shared-contracts/react-i18next';
import i18next from 'i18next';
import Cookies from 'js-cookie';
import { useLayoutEffect } from 'react';
import { shellMessages } from '../i18n/shell-messages';

/**
 * Initialises the one i18next instance of the page with the shell's messages in `language`
 * only. i18next is a shared singleton: each namespace (the shell's, `common`, every remote's)
 * adds its languages as lazy chunks when first shown (`defineMessages`). A server-rendered page
 * brings the bundles it was rendered with (`initial`, in `language`): those are not fetched.
 */
export async function initI18n(
  language: Language,
  initial?: Readonly<Record<string, LanguageMessages>>,
): Promise<void> {
  // Fetched while i18next starts; added once it is initialised.
  const messages = initial?.shell ? undefined : shellMessages.load(language);
  await i18next.use(initReactI18next).init({
    lng: language,
    supportedLngs: [...LANGUAGES],
    fallbackLng: DEFAULT_LANGUAGE,
    ns: ['shell'],
    defaultNS: 'shell',
    resources: initial ? { [language]: { ...initial } } : {},
    interpolation: { escapeValue: false },
    // Every namespace's keys are flat ('page.title'): looked up whole, not first as a path of
    // nested objects and then whole (a quarter to a half of each first translation's time).
    keySeparator: false,
    saveMissing: true,
    missingKeyHandler: (languages, namespace, key) => {
      console.error(`Missing translation ${namespace}:${key} for ${languages.join(', ')}`);
    },
  });
  await messages;
}

/** The cookie naming the shopper's language. */
export const LOCALE_COOKIE = 'locale';

/**
 * The language follows the route's prefix (platform §2). The shell's messages in the new
 * language are loaded before i18next switches, so neither a component nor non-React code
 * (`i18next.t('shell:...')`) ever reads a language that is not there.
 */
export function useRouteLanguage(language: Language): void {
  useLayoutEffect(() => {
    document.documentElement.lang = language;
    // Platform §9: the locale cookie remembers the language for 365 days.
    Cookies.set(LOCALE_COOKIE, language, { expires: 365, path: '/', sameSite: 'lax' });
    if (i18next.language === language) return;
    let isCurrent = true;
    shellMessages.load(language).then(
      () => {
        // A later navigation may have asked for another language meanwhile.
        if (isCurrent) void i18next.changeLanguage(language);
      },
      (error: unknown) => console.error(`Shell messages in ${language} could not be loaded`, error),
    );
    return () => {
      isCurrent = false;
    };
  }, [language]);
}
