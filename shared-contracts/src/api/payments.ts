/**
 * Paying a placed order: `POST /api/payments/` (issue 8 point 6). Every payment method runs
 * through the shop's one provider interface; the server answers where the shopper pays, and the
 * provider sends the shopper back to the order's payment-outcome page (platform §2).
 */
import * as z from '@shop/shared-contracts/zod';
import { languageSchema } from '../market/language-schema.js';
import { DEFAULT_LANGUAGE } from '../market/languages.js';
import { orderSlugSchema } from './checkout.js';

/**
 * The payment methods the shop offers (platform §1: card, the pay-later checkout and the
 * wallet), by the slugs checkout validation lists them with in `payment_methods`.
 */
export const PAYMENT_METHOD_SLUGS = ['card', 'klarna', 'paypal'] as const;
export const paymentMethodSlugSchema = z.enum(PAYMENT_METHOD_SLUGS, {
  error: `must be one of ${PAYMENT_METHOD_SLUGS.join(', ')}`,
});
export type PaymentMethodSlug = z.infer<typeof paymentMethodSlugSchema>;

/** `POST /api/payments/` body: pay the pending order of an outcome slug with a method. */
export const startPaymentRequestSchema = z.object({
  /** The order's `{orderNumber}/{token}` slug, as `POST /api/orders/` answered it. */
  order: orderSlugSchema,
  method: paymentMethodSlugSchema,
  /** Language of the provider's page and of the outcome page the shopper returns to. */
  language_code: languageSchema.default(DEFAULT_LANGUAGE),
});
export type StartPaymentRequest = z.input<typeof startPaymentRequestSchema>;

/**
 * `POST /api/payments/` response (201): the provider's page for this payment. A path on the
 * shop's own origin, never another site, so the client can navigate to it as it is.
 */
export const startPaymentResponseSchema = z.object({
  redirect_url: z.string().regex(/^\/(?![/\\])/, 'must be a path on this site'),
});
export type StartPaymentResponse = z.infer<typeof startPaymentResponseSchema>;
