import { priceSummaryLoaders } from '../i18n/price-summary-loaders.js';
import { defineMessages } from './define-messages.js';

export { priceSummaryLoaders };

/**
 * The `priceSummary` namespace: the rows of a priced summary, shown alike by mf-checkout's
 * pages and mf-account's order history (decision 0023); the api's order e-mail reads the same
 * catalog.
 */
export const priceSummaryMessages = defineMessages('priceSummary', priceSummaryLoaders);
