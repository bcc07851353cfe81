/** The most of one variant a single order line may ask for. */
export const MAX_LINE_AMOUNT = 999;

/** The most lines one order may have. */
export const MAX_ORDER_LINES = 100;
