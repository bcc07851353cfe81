import type { MessageLoaders } from './message-catalog.js';

/**
 * The six languages' labels of a priced summary's rows (the `priceSummary` namespace), each
 * language its own chunk. Free of React: the pages read them through `priceSummaryMessages`,
 * the api's order e-mail reads the order language's module itself (decision 0023).
 */
export const priceSummaryLoaders: MessageLoaders = {
  fi: () => import('./price-summary/fi.js'),
  sv: () => import('./price-summary/sv.js'),
  en: () => import('./price-summary/en.js'),
  de: () => import('./price-summary/de.js'),
  fr: () => import('./price-summary/fr.js'),
  ru: () => import('./price-summary/ru.js'),
};
