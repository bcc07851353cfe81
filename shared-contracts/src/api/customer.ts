import * as z from '@shop/shared-contracts/zod';

const required = (issue: { input: unknown }) =>
  issue.input === undefined ? 'is required' : 'must be a string';

/**
 * `POST /api/customer/login/` body. `username` is the account's email address, matched
 * case-insensitively (it is trimmed and lower-cased here).
 */
export const loginRequestSchema = z.object({
  username: z
    .string({ error: required })
    .trim()
    .toLowerCase()
    .min(1, 'is required')
    .max(254, 'is too long'),
  // Capped so nobody can make the server hash megabytes (argon2 cost grows with input).
  password: z.string({ error: required }).min(1, 'is required').max(1024, 'is too long'),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/**
 * `POST /api/customer/login/` response: the authorization header is
 * `{token_type} {access_token}` (platform §6); `expires_in` is in seconds and also sets the
 * auth cookie's lifetime (platform §9).
 */
export const loginResponseSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int().positive(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** A review the customer voted on (platform §3 User voteReviews): `true` is a thumbs-up. */
export const votedReviewSchema = z.object({
  id: z.number().int(),
  vote: z.boolean(),
});
export type VotedReview = z.infer<typeof votedReviewSchema>;

/** One saved cart row; the cart may keep more of its own fields (bundle hash, frozen...). */
export const cartContentProductSchema = z.looseObject({
  productId: z.number().int(),
  amount: z.number().int().positive(),
});

/** The cart saved on the account (platform §3 Customer response `cart_content`). */
export const cartContentSchema = z.object({
  products: z.array(cartContentProductSchema),
});
export type CartContent = z.infer<typeof cartContentSchema>;

/**
 * `GET /api/customer/` response (platform §3 Customer response), snake_case as the spec names
 * it. `username` is only given to staff (platform §3 User: kept for staff only), else null.
 */
export const customerResponseSchema = z.object({
  id: z.number().int(),
  is_staff: z.boolean(),
  is_admin: z.boolean(),
  username: z.string().nullable(),
  postcode: z.string().nullable(),
  customer: z.object({
    wishlist_model_ids: z.array(z.number().int()),
    voted_reviews: z.array(votedReviewSchema),
    is_org_user: z.boolean(),
    /** SHA-256 (hex) of the lower-case email, for analytics without the address itself. */
    hashed_email: z.string().regex(/^[0-9a-f]{64}$/),
    email: z.string(),
    cart_content: cartContentSchema,
  }),
});
export type CustomerResponse = z.infer<typeof customerResponseSchema>;

/** `POST /api/customer/logout/` answers 204 with no body. */
export const logoutResponseSchema = z.undefined();
