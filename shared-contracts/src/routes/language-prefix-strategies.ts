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
export const DEFAULT_LANGUAGE_PREFIX_STRATEGY: LanguagePrefixStrategy = 'prefix_except_default';

export function isLanguagePrefixStrategy(value: unknown): value is LanguagePrefixStrategy {
  return (
    typeof value === 'string' && (LANGUAGE_PREFIX_STRATEGIES as readonly string[]).includes(value)
  );
}

/** The id of the script element the server inlines the site settings into (`siteConfigSchema`). */
export const SITE_CONFIG_SCRIPT_ID = 'shop-site-config';
