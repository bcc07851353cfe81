import * as z from '@shop/shared-contracts/zod';
import { MAX_SAVED_CART_AMOUNT, MAX_SAVED_CART_PRODUCTS } from './checkout-constants.js';
import { idSchema } from './ids.js';

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

const MAX_SAVED_GIFT_CARD_EUROS = 10_000;

/** A saved gift card line's order (catalogue §3 Gift card order). */
export const cartContentGiftCardSchema = z.object({
  valueEuros: z
    .number()
    .int('must be a whole number')
    .min(0, 'must be at least 0')
    .max(MAX_SAVED_GIFT_CARD_EUROS, `must be at most ${MAX_SAVED_GIFT_CARD_EUROS}`),
  recipientName: z.string().trim().max(100, 'is too long').optional(),
});

/**
 * One saved cart row (platform §3 Checkout `products`): `productId` is the variant. The fields
 * after `amount` are what the cart needs to rebuild its line (`CartLine`); rows saved before
 * they existed may lack them, and a reader keeps whatever else a row carries.
 */
export const cartContentProductSchema = z.looseObject({
  productId: z.number().int(),
  amount: z.number().int().positive(),
  /** The cart line's uid. */
  uid: z.string().optional(),
  modelId: z.number().int().optional(),
  /** A bundle line's id (`CartLine.bundleId`). */
  bundleHash: z.string().optional(),
  /** A frozen line cannot grow (platform §4). */
  frozen: z.boolean().optional(),
  giftCard: cartContentGiftCardSchema.optional(),
});

/** The cart saved on the account (platform §3 Customer response `cart_content`). */
export const cartContentSchema = z.object({
  products: z.array(cartContentProductSchema),
});
export type CartContent = z.infer<typeof cartContentSchema>;

const savedId = idSchema();
const savedKey = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'is required')
    .max(max, 'is too long')
    .regex(/^[A-Za-z0-9_.:-]+$/, 'must be letters, digits or _ . : -');

/** One row of `PUT /api/customer/cart/`: a cart line as saved on the account. */
export const savedCartProductSchema = z.object({
  uid: savedKey(64),
  /** The variant id (`CartLine.variantId`). */
  productId: savedId,
  modelId: savedId,
  amount: z
    .number()
    .int('must be a whole number')
    .positive('must be at least 1')
    .max(MAX_SAVED_CART_AMOUNT, `must be at most ${MAX_SAVED_CART_AMOUNT}`),
  bundleHash: savedKey(250).optional(),
  frozen: z.boolean().optional(),
  giftCard: cartContentGiftCardSchema.optional(),
});
export type SavedCartProduct = z.infer<typeof savedCartProductSchema>;

/**
 * `PUT /api/customer/cart/` body (issue 8: a logged-in customer's cart is kept on the server):
 * the whole cart, which replaces the saved one. Uids are unique, as in the cart.
 */
export const saveCartRequestSchema = z.object({
  products: z
    .array(savedCartProductSchema)
    .max(MAX_SAVED_CART_PRODUCTS, `must list at most ${MAX_SAVED_CART_PRODUCTS} products`)
    .superRefine((products, context) => {
      const seen = new Set<string>();
      products.forEach((product, index) => {
        if (seen.has(product.uid)) {
          context.addIssue({ code: 'custom', path: [index, 'uid'], message: 'is not unique' });
        }
        seen.add(product.uid);
      });
    }),
});
export type SaveCartRequest = z.infer<typeof saveCartRequestSchema>;

/** `PUT /api/customer/cart/` answers 204 with no body. */
export const saveCartResponseSchema = z.undefined();

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

export { MAX_SAVED_CART_AMOUNT, MAX_SAVED_CART_PRODUCTS };
