import {
  isJsonObject,
  isLanguagePrefixStrategy,
  SITE_CONFIG_SCRIPT_ID,
} from '@shop/shared-contracts';
import { configureLanguagePrefixStrategy } from '@shop/shared-contracts/bus';

/**
 * Applies the site settings the server inlined into the page. Without them (the shell served by
 * its dev server) the defaults stay; an invalid script is logged and ignored. The prefix
 * strategy is a cell of the contracts' runtime entry: one per page, read by the route rules
 * every remote compiled in.
 */
export function applySiteConfig(document: Pick<Document, 'getElementById'>): void {
  const text = document.getElementById(SITE_CONFIG_SCRIPT_ID)?.textContent;
  if (!text) return;
  try {
    const config: unknown = JSON.parse(text);
    const strategy = isJsonObject(config) ? config.languagePrefixStrategy : undefined;
    if (!isLanguagePrefixStrategy(strategy)) throw new Error(`no language prefix strategy`);
    configureLanguagePrefixStrategy(strategy);
  } catch (error) {
    console.error('Ignoring invalid site config', error);
  }
}
