/** Limits of the staff customer search, apart from its schemas so the browser reads them without zod (0013). */

/** Staff search at least this many characters of an email, so no call lists every customer. */
export const MIN_STAFF_CUSTOMER_QUERY = 3;
/** At most this many customers per search. */
export const MAX_STAFF_CUSTOMER_RESULTS = 20;
