/**
 * The cart as the bus carries it: lines and the requests other remotes send to the cart's
 * owner, mf-checkout (architecture rule 2). Platform §3 Checkout `products`, catalogue §3 cart
 * line and gift card order.
 */
/** A gift card's order (catalogue §3): its face value and, where the card asks, the recipient. */
export interface GiftCardOrder {
    /** Face value in whole euros (catalogue §5: step 10, 0 to 10000); the server prices it. */
    readonly valueEuros: number;
    /** Only for a card that needs the recipient's name (the product's `needsRecipient`). */
    readonly recipientName?: string;
}
/** One line of the cart. Prices are not kept here: the server decides them (rule 8). */
export interface CartLine {
    /** Unique within the cart; a bundle's is its seconds timestamp (catalogue §4 bundle modal). */
    readonly uid: string;
    /** The variant (platform §3 `productId`); for a bundle, the main product's chosen variant. */
    readonly variantId: number;
    readonly modelId: number;
    /** A positive whole number. */
    readonly amount: number;
    /**
     * A bundle line's id (platform §3 `bundleHash`): a new bundle joins the main model id and the
     * chosen variant ids with hyphens (catalogue §3), and its amount cannot be set (§4).
     */
    readonly bundleId?: string;
    /** Set by the server's order tools (redo, enterprise): the amount cannot grow (platform §4). */
    readonly isFrozen?: boolean;
    /** Present on a gift card line; one per order (catalogue §5). */
    readonly giftCard?: GiftCardOrder;
    /** Staff: the line's part of the cart's transfer request, if amounts were given per store. */
    readonly transfer?: LineTransferAmounts;
}
/**
 * A line's amounts per store of a staff transfer request (platform §3 `products[]`
 * `transferAmounts` and `transferAmountsFrom`), keyed by store id. Stores no longer chosen in
 * the request are ignored.
 */
export interface LineTransferAmounts {
    /** Per destination (`transferAmounts`): with several, the line's amount is their sum (§5). */
    readonly toAmounts: Readonly<Record<string, number>>;
    /** Picked per source (`transferAmountsFrom`): with several, they must cover the line (§5). */
    readonly fromAmounts: Readonly<Record<string, number>>;
}
/** A line to add: the owner gives it a uid unless the requester has one (a bundle's). */
export type NewCartLine = Omit<CartLine, 'uid'> & {
    readonly uid?: string;
};
/** The gift campaign a redeemed code belongs to (platform §3 `giftCampaignData`). */
export interface GiftCampaign {
    readonly code: string;
    /** The campaign's category slug (`/giftcampaigns/{category}/`). */
    readonly category: string;
}
/** `cart:add-requested`: add a line, or set the amount of the matching line. */
export interface CartAddRequest {
    readonly line: NewCartLine;
    /**
     * Replace the amount of a line already in the cart instead of adding to it (platform §4 "set
     * absolutely"): the added-to-cart modal and the checkout page's amount field. Buttons add.
     */
    readonly isAmountAbsolute?: boolean;
    /**
     * Gift-campaign redeem (catalogue §4): the owner clears the checkout, adds the line with
     * amount 1 and keeps the campaign's code and category.
     */
    readonly giftCampaign?: GiftCampaign;
    /**
     * Open the added-to-cart modal for the line once added (catalogue §4 add to cart). The owner,
     * mf-checkout, shows it; prices and the maximum amount come from its checkout validation.
     */
    readonly openModal?: boolean;
    /** What the modal shows of the product before validation has answered. */
    readonly display?: CartLineDisplay;
}
/** The product as the requester shows it (names in the shopper's language). */
export interface CartLineDisplay {
    readonly name: string;
    /** Colour, size and type, e.g. 'Black, 42'. */
    readonly variantText: string;
    /** Image path for `mediaUrl`, if any. */
    readonly image?: string;
}
/**
 * Why the owner refused a request: `frozen` (a frozen line cannot grow), `bundle-amount` (a new
 * bundle's amount cannot be set), `single-gift-card` ('Only a single Vuota-item is allowed per
 * order.', catalogue §5), `invalid-amount` (not a positive whole number).
 */
export type CartRefusalReason = 'frozen' | 'bundle-amount' | 'single-gift-card' | 'invalid-amount';
/** `cart:add-refused`: the requester shows the reason in the shopper's language. */
export interface CartRefusal {
    readonly reason: CartRefusalReason;
    readonly variantId: number;
}
