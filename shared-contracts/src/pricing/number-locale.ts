import type { Language } from '../market/languages.js';

/** Platform §9: the number-format locale of each shop language. */
export const NUMBER_LOCALES: Readonly<Record<Language, string>> = {
  fi: 'fi-FI',
  en: 'en-US',
  sv: 'sv-SE',
  ru: 'ru-RU',
  de: 'de-DE',
  fr: 'fr-FR',
};

/** Platform §9: a language outside the table formats as Finnish. */
export const DEFAULT_NUMBER_LOCALE = 'fi-FI';

/** The `Intl` locale used to format numbers and prices in `language`. */
export function toNumberLocale(language: string): string {
  return Object.hasOwn(NUMBER_LOCALES, language)
    ? NUMBER_LOCALES[language as Language]
    : DEFAULT_NUMBER_LOCALE;
}
