// Constants of the order contract without zod, for the browser's calls.

/** The most of one variant a single order line may ask for. */
export const MAX_LINE_AMOUNT = 999;

/** The most lines one order may have. */
export const MAX_ORDER_LINES = 100;

/** The header that makes placing idempotent: the same key never makes a second order. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
