/**
 * The product page's small calls (catalogue §4 Wishlist toggle, Back-in-stock notifier and
 * keyword popups, §7): a logged-in customer's wishlist toggle, a visitor's request to hear when
 * a variant is back in stock, and one keyword popup. Each request message is a sentence that
 * names its field, so a 400's `fields` can be shown as they are (catalogue §8).
 */
import * as z from '@shop/shared-contracts/zod';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../market/languages.js';
import { MAX_ID } from './ids.js';
import { NOTIFY_EMAIL_MAX_LENGTH, NOTIFY_EMAIL_MESSAGES } from './product-action-constants.js';

/** The largest id a 32-bit integer column holds; larger ids name nothing. */

/** A positive whole id in a JSON body; `what` names the field in the messages. */
const bodyId = (what: string) => {
  const message = `${what} must be a positive whole number.`;
  return z
    .number({ error: (issue) => (issue.input === undefined ? `${what} is required.` : message) })
    .int(message)
    .positive(message)
    .max(MAX_ID, `${what} is not a known id.`);
};

/** One of the shop's six languages; `what` names the field in the message. */
const language = (what: string) =>
  z.enum(LANGUAGES, { error: `${what} must be one of ${LANGUAGES.join(', ')}.` });

/** `POST /api/customer/wishlist_toggle/` body (catalogue §4 Wishlist toggle, §7). */
export const wishlistToggleRequestSchema = z.object({
  /** The product model to add to the wishlist, or to take off it when it is there. */
  model_id: bodyId('The model id'),
});
export type WishlistToggleRequest = z.infer<typeof wishlistToggleRequestSchema>;

/**
 * Whether the toggle added the model (false: it was removed), and the customer's whole wishlist
 * after it, in the order the models were saved: the page updates its local list from this.
 */
export const wishlistToggleResponseSchema = z.object({
  added: z.boolean(),
  wishlist_model_ids: z.array(z.number().int()),
});
export type WishlistToggleResponse = z.infer<typeof wishlistToggleResponseSchema>;

/**
 * `POST /api/product_availability_email_notify/` body (catalogue §4 Back-in-stock notifier, §5,
 * §7): no login needed. The same email and variant again is accepted and changes nothing.
 */
export const availabilityNotifyRequestSchema = z.object({
  /** Trimmed; the api stores it lower-cased. */
  email: z
    .string({
      error: (issue) =>
        issue.input === undefined ? NOTIFY_EMAIL_MESSAGES.required : NOTIFY_EMAIL_MESSAGES.invalid,
    })
    .trim()
    .min(1, NOTIFY_EMAIL_MESSAGES.required)
    .max(NOTIFY_EMAIL_MAX_LENGTH, NOTIFY_EMAIL_MESSAGES.tooLong)
    .pipe(z.email(NOTIFY_EMAIL_MESSAGES.invalid)),
  /** The VARIANT (colour, size, type) that is out of stock, not the model. */
  product_id: bodyId('The product id'),
  /** The language the notification email is to be written in. */
  lang_code: language('The language'),
});
export type AvailabilityNotifyRequest = z.input<typeof availabilityNotifyRequestSchema>;

/**
 * Back-in-stock requests one email address may have waiting at once (since contracts 3.23): the
 * form takes any address, so without a bound it could sign a stranger up for a mail about every
 * product. Past it the api answers 429 `TOO_MANY_WAITING_REQUESTS`; a request already waiting is still
 * accepted.
 */
export const BACK_IN_STOCK_WAITING_MAX = 20;

/** The request is stored (or was already). */
export const availabilityNotifyResponseSchema = z.object({ success: z.literal(true) });
export type AvailabilityNotifyResponse = z.infer<typeof availabilityNotifyResponseSchema>;

/** `GET /api/keyword-popup/?id=&lang=` query (catalogue §4 Other, §7). */
export const keywordPopupQuerySchema = z.object({
  id: z.coerce
    .number({ error: 'The keyword popup id must be a positive whole number.' })
    .int('The keyword popup id must be a positive whole number.')
    .positive('The keyword popup id must be a positive whole number.')
    .max(MAX_ID, 'The keyword popup id is not a known id.'),
  lang: language('The language').default(DEFAULT_LANGUAGE),
});
/** What the client sends; the schema parses the same keys from the query string. */
export interface KeywordPopupQuery {
  readonly id: number;
  /** Default `fi`, like every `?lang=`. */
  readonly lang?: Language;
}

/** One keyword popup: its explanation in the language asked for, and a link to read more. */
export const keywordPopupResponseSchema = z.object({
  text: z.string(),
  url: z.string(),
});
export type KeywordPopup = z.infer<typeof keywordPopupResponseSchema>;
