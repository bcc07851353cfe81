/**
 * The review calls' constants (catalogue §4, §9), apart from their schemas so the browser can
 * read them without the schema library (decision 0013).
 */

/** Catalogue §9: reviews come ten to a page unless the caller asks for another size. */
export const REVIEW_PAGE_SIZE = 10;
export const MAX_REVIEW_PAGE_SIZE = 100;

/** The review orders (catalogue §4): newest first, most helpful (up minus down), most stars. */
export const REVIEW_SORTS = ['date', 'votes', 'stars'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** The votes a customer can give (catalogue §7): `null` takes the customer's vote back. */
export const REVIEW_VOTES = ['up', 'down', 'null'] as const;
export type ReviewVote = (typeof REVIEW_VOTES)[number];
