import * as z from '@shop/shared-contracts/zod';
import { LANGUAGE_PREFIX_STRATEGIES } from './language-prefix-strategies.js';

export const languagePrefixStrategySchema = z.enum(LANGUAGE_PREFIX_STRATEGIES);

/** The site settings the server inlines into the page next to the market. */
export const siteConfigSchema = z.object({ languagePrefixStrategy: languagePrefixStrategySchema });
export type SiteConfig = z.infer<typeof siteConfigSchema>;

export { SITE_CONFIG_SCRIPT_ID } from './language-prefix-strategies.js';
