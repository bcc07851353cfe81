import * as z from '@shop/shared-contracts/zod';
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
/** One saved cart row; the cart may keep more of its own fields (bundle hash, frozen...). */
export declare const cartContentProductSchema: z.ZodObject<{
    productId: z.ZodNumber;
    amount: z.ZodNumber;
}, z.core.$loose>;
/** The cart saved on the account (platform §3 Customer response `cart_content`). */
export declare const cartContentSchema: z.ZodObject<{
    products: z.ZodArray<z.ZodObject<{
        productId: z.ZodNumber;
        amount: z.ZodNumber;
    }, z.core.$loose>>;
}, z.core.$strip>;
export type CartContent = z.infer<typeof cartContentSchema>;
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
            }, z.core.$loose>>;
        }, z.core.$strip>;
    }, z.core.$strip>;
}, z.core.$strip>;
export type CustomerResponse = z.infer<typeof customerResponseSchema>;
/** `POST /api/customer/logout/` answers 204 with no body. */
export declare const logoutResponseSchema: z.ZodUndefined;
