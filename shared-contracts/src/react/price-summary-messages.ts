import type { MessageLoaders } from '../i18n/message-catalog.js';
import { defineMessages } from './define-messages.js';

/** The six languages' labels of a priced summary's rows. */
export const priceSummaryLoaders: MessageLoaders = {
  fi: () => import('../i18n/price-summary/fi.js'),
  sv: () => import('../i18n/price-summary/sv.js'),
  en: () => import('../i18n/price-summary/en.js'),
  de: () => import('../i18n/price-summary/de.js'),
  fr: () => import('../i18n/price-summary/fr.js'),
  ru: () => import('../i18n/price-summary/ru.js'),
};

/**
 * The `priceSummary` namespace: the rows of a priced summary, shown alike by mf-checkout's
 * pages and mf-account's order history (decision 0023); the api's order e-mail reads the same
 * catalog.
 */
export const priceSummaryMessages = defineMessages('priceSummary', priceSummaryLoaders);
