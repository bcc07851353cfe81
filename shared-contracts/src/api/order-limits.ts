// Constants of the order contract without zod, for the browser's calls.

/** The most of one variant a single order line may ask for. */
export const MAX_LINE_AMOUNT = 999;

/** The most lines one order may have. */
export const MAX_ORDER_LINES = 100;

/**
 * What one unpaid order paid online may hold of the web store's stock: of one product, and in
 * all (more is an enterprise order; the api answers `ORDER_TOO_LARGE`). Since contracts 3.22.
 */
export const ONLINE_ORDER_HOLD_LIMITS = { unitsPerVariant: 20, unitsPerOrder: 50 } as const;

/** The header that makes placing idempotent: the same key never makes a second order. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
