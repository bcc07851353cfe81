import type { Language } from './languages.js';

/**
 * The customer service's email address in each language (platform §2 error screen's contact
 * address; the customer service page's contact tab): the one place the shell and the content
 * read it from, so they never name different addresses.
 */
export const CUSTOMER_SERVICE_EMAILS: Readonly<Record<Language, string>> = {
  fi: 'asiakaspalvelu@outdoor-shop.example',
  sv: 'kundservice@outdoor-shop.example',
  en: 'service@outdoor-shop.example',
  de: 'service@outdoor-shop.example',
  fr: 'service@outdoor-shop.example',
  ru: 'service@outdoor-shop.example',
};

/** The customer service's email address for a shopper reading `language`. */
export function customerServiceEmail(language: Language): string {
  return CUSTOMER_SERVICE_EMAILS[language];
}
