import { z } from 'zod';
import { DEFAULT_LANGUAGE, type Language } from '../market/languages.js';

/**
 * Platform §2: routes are prefixed by a language code "according to a configured strategy; the
 * default language is not always prefixed".
 * - `prefix_except_default`: `/sv/...`, fi unprefixed (the shop's default).
 * - `prefix`: every language prefixed, fi too (`/fi/...`); unprefixed paths redirect there.
 * - `prefix_and_default`: like the first, and `/fi/...` answers as well (links stay unprefixed).
 */
export const LANGUAGE_PREFIX_STRATEGIES = [
  'prefix_except_default',
  'prefix',
  'prefix_and_default',
] as const;
export type LanguagePrefixStrategy = (typeof LANGUAGE_PREFIX_STRATEGIES)[number];
export const languagePrefixStrategySchema = z.enum(LANGUAGE_PREFIX_STRATEGIES);
export const DEFAULT_LANGUAGE_PREFIX_STRATEGY: LanguagePrefixStrategy = 'prefix_except_default';

/** The site settings the server inlines into the page next to the market. */
export const siteConfigSchema = z.object({ languagePrefixStrategy: languagePrefixStrategySchema });
export type SiteConfig = z.infer<typeof siteConfigSchema>;
export const SITE_CONFIG_SCRIPT_ID = 'shop-site-config';

// One per page (shared-contracts is a singleton) and one per api process: the shell and the
// server set it once at start, before any path is built or read.
let strategy: LanguagePrefixStrategy = DEFAULT_LANGUAGE_PREFIX_STRATEGY;

export function configureLanguagePrefixStrategy(next: LanguagePrefixStrategy): void {
  strategy = next;
}

export function languagePrefixStrategy(): LanguagePrefixStrategy {
  return strategy;
}

/** Whether links in a language start with its prefix. */
export function isPrefixedInLinks(language: Language): boolean {
  return language !== DEFAULT_LANGUAGE || strategy === 'prefix';
}

/** Whether `/{language}/...` is read as a language prefix. */
export function isPrefixAccepted(language: Language): boolean {
  return language !== DEFAULT_LANGUAGE || strategy !== 'prefix_except_default';
}

/** Whether a path without any language prefix is a page of the default language. */
export function isUnprefixedAccepted(): boolean {
  return strategy !== 'prefix';
}

/** The path prefixes a language's routes are registered under (`''` is no prefix). */
export function languageRouteBases(language: Language): string[] {
  const bases: string[] = [];
  if (language === DEFAULT_LANGUAGE && isUnprefixedAccepted()) bases.push('');
  if (isPrefixAccepted(language)) bases.push(`/${language}`);
  return bases;
}
