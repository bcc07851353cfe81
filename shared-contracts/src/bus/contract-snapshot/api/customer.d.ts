import * as z from '@shop/shared-contracts/zod';
import { MAX_SAVED_CART_AMOUNT, MAX_SAVED_CART_PRODUCTS } from './checkout-constants.js';
/**
 * `POST /api/customer/login/` body. `username` is the account's email address, matched
 * case-insensitively (it is trimmed and lower-cased here).
 */
export declare const loginRequestSchema: z.ZodObject<{
    username: z.ZodString;
    password: z.ZodString;
}, z.core.$strip>;
export type LoginRequest = z.infer<typeof loginRequestSchema>;
/**
 * `POST /api/customer/login/` response: the authorization header is
 * `{token_type} {access_token}` (platform §6); `expires_in` is in seconds and also sets the
 * auth cookie's lifetime (platform §9).
 */
export declare const loginResponseSchema: z.ZodObject<{
    access_token: z.ZodString;
    token_type: z.ZodLiteral<"Bearer">;
    expires_in: z.ZodNumber;
}, z.core.$strip>;
export type LoginResponse = z.infer<typeof loginResponseSchema>;
/** A review the customer voted on (platform §3 User voteReviews): `true` is a thumbs-up. */
export declare const votedReviewSchema: z.ZodObject<{
    id: z.ZodNumber;
    vote: z.ZodBoolean;
}, z.core.$strip>;
export type VotedReview = z.infer<typeof votedReviewSchema>;
/** A saved gift card line's order (catalogue §3 Gift card order). */
export declare const cartContentGiftCardSchema: z.ZodObject<{
    valueEuros: z.ZodNumber;
    recipientName: import("zod").ZodOptional<z.ZodString>;
}, z.core.$strip>;
/**
 * One saved cart row (platform §3 Checkout `products`): `productId` is the variant. The fields
 * after `amount` are what the cart needs to rebuild its line (`CartLine`); rows saved before
 * they existed may lack them, and a reader keeps whatever else a row carries.
 */
export declare const cartContentProductSchema: z.ZodObject<{
    productId: z.ZodNumber;
    amount: z.ZodNumber;
    uid: import("zod").ZodOptional<z.ZodString>;
    modelId: import("zod").ZodOptional<z.ZodNumber>;
    bundleHash: import("zod").ZodOptional<z.ZodString>;
    frozen: import("zod").ZodOptional<z.ZodBoolean>;
    giftCard: import("zod").ZodOptional<z.ZodObject<{
        valueEuros: z.ZodNumber;
        recipientName: import("zod").ZodOptional<z.ZodString>;
    }, z.core.$strip>>;
}, z.core.$loose>;
/** The cart saved on the account (platform §3 Customer response `cart_content`). */
export declare const cartContentSchema: z.ZodObject<{
    products: z.ZodArray<z.ZodObject<{
        productId: z.ZodNumber;
        amount: z.ZodNumber;
        uid: import("zod").ZodOptional<z.ZodString>;
        modelId: import("zod").ZodOptional<z.ZodNumber>;
        bundleHash: import("zod").ZodOptional<z.ZodString>;
        frozen: import("zod").ZodOptional<z.ZodBoolean>;
        giftCard: import("zod").ZodOptional<z.ZodObject<{
            valueEuros: z.ZodNumber;
            recipientName: import("zod").ZodOptional<z.ZodString>;
        }, z.core.$strip>>;
    }, z.core.$loose>>;
}, z.core.$strip>;
export type CartContent = z.infer<typeof cartContentSchema>;
/** One row of `PUT /api/customer/cart/`: a cart line as saved on the account. */
export declare const savedCartProductSchema: z.ZodObject<{
    uid: z.ZodString;
    productId: z.ZodNumber;
    modelId: z.ZodNumber;
    amount: z.ZodNumber;
    bundleHash: import("zod").ZodOptional<z.ZodString>;
    frozen: import("zod").ZodOptional<z.ZodBoolean>;
    giftCard: import("zod").ZodOptional<z.ZodObject<{
        valueEuros: z.ZodNumber;
        recipientName: import("zod").ZodOptional<z.ZodString>;
    }, z.core.$strip>>;
}, z.core.$strip>;
export type SavedCartProduct = z.infer<typeof savedCartProductSchema>;
/**
 * `PUT /api/customer/cart/` body (issue 8: a logged-in customer's cart is kept on the server):
 * the whole cart, which replaces the saved one. Uids are unique, as in the cart.
 */
export declare const saveCartRequestSchema: z.ZodObject<{
    products: z.ZodArray<z.ZodObject<{
        uid: z.ZodString;
        productId: z.ZodNumber;
        modelId: z.ZodNumber;
        amount: z.ZodNumber;
        bundleHash: import("zod").ZodOptional<z.ZodString>;
        frozen: import("zod").ZodOptional<z.ZodBoolean>;
        giftCard: import("zod").ZodOptional<z.ZodObject<{
            valueEuros: z.ZodNumber;
            recipientName: import("zod").ZodOptional<z.ZodString>;
        }, z.core.$strip>>;
    }, z.core.$strip>>;
}, z.core.$strip>;
export type SaveCartRequest = z.infer<typeof saveCartRequestSchema>;
/** `PUT /api/customer/cart/` answers 204 with no body. */
export declare const saveCartResponseSchema: z.ZodUndefined;
/**
 * `GET /api/customer/` response (platform §3 Customer response), snake_case as the spec names
 * it. `username` is only given to staff (platform §3 User: kept for staff only), else null.
 */
export declare const customerResponseSchema: z.ZodObject<{
    id: z.ZodNumber;
    is_staff: z.ZodBoolean;
    is_admin: z.ZodBoolean;
    username: z.ZodNullable<z.ZodString>;
    postcode: z.ZodNullable<z.ZodString>;
    customer: z.ZodObject<{
        wishlist_model_ids: z.ZodArray<z.ZodNumber>;
        voted_reviews: z.ZodArray<z.ZodObject<{
            id: z.ZodNumber;
            vote: z.ZodBoolean;
        }, z.core.$strip>>;
        is_org_user: z.ZodBoolean;
        hashed_email: z.ZodString;
        email: z.ZodString;
        cart_content: z.ZodObject<{
            products: z.ZodArray<z.ZodObject<{
                productId: z.ZodNumber;
                amount: z.ZodNumber;
                uid: import("zod").ZodOptional<z.ZodString>;
                modelId: import("zod").ZodOptional<z.ZodNumber>;
                bundleHash: import("zod").ZodOptional<z.ZodString>;
                frozen: import("zod").ZodOptional<z.ZodBoolean>;
                giftCard: import("zod").ZodOptional<z.ZodObject<{
                    valueEuros: z.ZodNumber;
                    recipientName: import("zod").ZodOptional<z.ZodString>;
                }, z.core.$strip>>;
            }, z.core.$loose>>;
        }, z.core.$strip>;
    }, z.core.$strip>;
}, z.core.$strip>;
export type CustomerResponse = z.infer<typeof customerResponseSchema>;
/** `POST /api/customer/logout/` answers 204 with no body. */
export declare const logoutResponseSchema: z.ZodUndefined;
export { MAX_SAVED_CART_AMOUNT, MAX_SAVED_CART_PRODUCTS };
