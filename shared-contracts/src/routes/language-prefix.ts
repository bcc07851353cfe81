// Through the package name: the strategy is one per page, held by the runtime singleton entry.
import { languagePrefixStrategy } from '@shop/shared-contracts/bus';
import { DEFAULT_LANGUAGE, type Language } from '../market/languages.js';

/** Whether links in a language start with its prefix. */
export function isPrefixedInLinks(language: Language): boolean {
  return language !== DEFAULT_LANGUAGE || languagePrefixStrategy() === 'prefix';
}

/** Whether `/{language}/...` is read as a language prefix. */
export function isPrefixAccepted(language: Language): boolean {
  return language !== DEFAULT_LANGUAGE || languagePrefixStrategy() !== 'prefix_except_default';
}

/** Whether a path without any language prefix is a page of the default language. */
export function isUnprefixedAccepted(): boolean {
  return languagePrefixStrategy() !== 'prefix';
}

/** The path prefixes a language's routes are registered under (`''` is no prefix). */
export function languageRouteBases(language: Language): string[] {
  const bases: string[] = [];
  if (language === DEFAULT_LANGUAGE && isUnprefixedAccepted()) bases.push('');
  if (isPrefixAccepted(language)) bases.push(`/${language}`);
  return bases;
}
