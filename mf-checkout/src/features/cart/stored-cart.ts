import {
  type CartLine,
  type CartState,
  type CheckoutFormValues,
  DEFAULT_CHECKOUT_OPTIONS,
  EMPTY_CHECKOUT_FORM,
  MAX_SPECIAL_REQUEST_LENGTH,
} from '@shop/shared-contracts';
import * as z from '@shop/shared-contracts/zod';
import { normaliseDiscountCode } from './discount-codes';
import { clearCheckout } from './empty-cart';
import { dropStaleGiftCampaign } from './gift-campaign';

/** The localStorage key of the cart; other tabs watch it (`storage` events). */
export const CART_STORAGE_KEY = 'cart';

const lineSchema = z.object({
  uid: z.string().min(1),
  variantId: z.number().int(),
  modelId: z.number().int(),
  amount: z.number().int().positive(),
  bundleId: z.string().optional(),
  isFrozen: z.boolean().optional(),
  giftCard: z.object({ valueEuros: z.number(), recipientName: z.string().optional() }).optional(),
  transfer: z
    .object({
      toAmounts: z.record(z.string(), z.number().int().min(0)),
      fromAmounts: z.record(z.string(), z.number().int().min(0)),
    })
    .optional(),
}) satisfies z.ZodType<CartLine>;

const storedSchema = z.object({
  lines: z.array(z.unknown()).catch([]),
  discountCodes: z.array(z.string()).catch([]),
  giftCampaign: z.object({ code: z.string(), category: z.string() }).nullable().catch(null),
  form: z.record(z.string(), z.unknown()).catch({}),
  isPostDelivery: z.boolean().catch(false),
  transferRequest: z
    .object({
      fromStoreIds: z.array(z.number().int()),
      toStoreIds: z.array(z.number().int()),
      isReserveQuantity: z.boolean(),
      isHighPriority: z.boolean(),
    })
    .nullable()
    .catch(null),
  options: z
    .object({
      specialRequest: z.string().max(MAX_SPECIAL_REQUEST_LENGTH).catch(''),
      isRepackSelected: z.boolean().catch(false),
      isPikanoutoSelected: z.boolean().catch(false),
      isDeliverySplittingSelected: z.boolean().catch(false),
    })
    .catch(DEFAULT_CHECKOUT_OPTIONS),
});

function readForm(stored: Record<string, unknown>): CheckoutFormValues {
  const form = { ...EMPTY_CHECKOUT_FORM };
  for (const field of Object.keys(form) as (keyof CheckoutFormValues)[]) {
    const value = stored[field];
    if (typeof value === 'string') form[field] = value;
  }
  return form;
}

/**
 * The cart stored by this or another tab, or an empty one. Read part by part, so a line or a
 * field another version wrote in a shape this one does not know loses only itself.
 */
export function parseStoredCart(text: string | null): CartState {
  if (text === null) return clearCheckout();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return clearCheckout();
  }
  const parsed = storedSchema.safeParse(json);
  if (!parsed.success) return clearCheckout();
  const stored = parsed.data;
  const lines = stored.lines.flatMap((line) => {
    const result = lineSchema.safeParse(line);
    return result.success ? [result.data] : [];
  });
  const codes = stored.discountCodes.map(normaliseDiscountCode).filter((code) => code !== '');
  return dropStaleGiftCampaign({
    lines: lines.filter((line, index) => lines.findIndex(({ uid }) => uid === line.uid) === index),
    discountCodes: [...new Set(codes)],
    giftCampaign: stored.giftCampaign,
    form: readForm(stored.form),
    isPostDelivery: stored.isPostDelivery,
    transferRequest: stored.transferRequest,
    options: stored.options,
  });
}

/** The text kept in storage. */
export function serialiseCart(state: CartState): string {
  return JSON.stringify(state);
}
