import type { Language } from './languages.js';

/** Platform §9: the top-level domain of the production host of each language. */
export const PRODUCTION_TLDS: Readonly<Record<Language, string>> = {
  en: 'com',
  fi: 'fi',
  sv: 'se',
  de: 'de',
  fr: 'fr',
  ru: 'ru',
};

/** The production host of a language, e.g. `('shop', 'sv')` → `shop.se`. */
export function toProductionHost(domainName: string, language: Language): string {
  return `${domainName}.${PRODUCTION_TLDS[language]}`;
}
