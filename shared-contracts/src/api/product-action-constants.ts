/**
 * The product-page actions' constants (catalogue §4 Wishlist toggle, Back-in-stock notifier),
 * apart from their schemas so the browser can read them without the schema library
 * (decision 0013).
 */

/** The longest email address the back-in-stock notifier takes (the SMTP path limit). */
export const NOTIFY_EMAIL_MAX_LENGTH = 254;

/**
 * The notifier's email messages. Catalogue §8: a 400 shows the server's field message as an
 * error toast, so each is a sentence a shopper can read as it is.
 */
export const NOTIFY_EMAIL_MESSAGES = {
  required: 'Enter your email address.',
  invalid: 'Enter a valid email address.',
  tooLong: `The email address can be at most ${NOTIFY_EMAIL_MAX_LENGTH} characters.`,
} as const;
