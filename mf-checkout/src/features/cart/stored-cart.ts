import {
  type CartLine,
  type CartState,
  type CheckoutFormValues,
  type CheckoutOptions,
  DEFAULT_CHECKOUT_OPTIONS,
  EMPTY_CHECKOUT_FORM,
  isJsonObject,
  MAX_SPECIAL_REQUEST_LENGTH,
} from '@shop/shared-contracts';
import { normaliseDiscountCode } from './discount-codes';
import { clearCheckout } from './empty-cart';
import { dropStaleGiftCampaign } from './gift-campaign';

const isWholeNumber = (value: unknown): value is number => Number.isSafeInteger(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

/** A record of store id to a whole amount of at least 0 (a line's transfer amounts). */
function readAmounts(value: unknown): Record<string, number> | undefined {
  if (!isJsonObject(value)) return undefined;
  const amounts = Object.values(value);
  return amounts.every((amount) => isWholeNumber(amount) && amount >= 0)
    ? (value as Record<string, number>)
    : undefined;
}

function readTransfer(value: unknown): CartLine['transfer'] | null {
  if (value === undefined) return undefined;
  if (!isJsonObject(value)) return null;
  const toAmounts = readAmounts(value.toAmounts);
  const fromAmounts = readAmounts(value.fromAmounts);
  return toAmounts && fromAmounts ? { toAmounts, fromAmounts } : null;
}

function readGiftCard(value: unknown): CartLine['giftCard'] | null {
  if (value === undefined) return undefined;
  if (!isJsonObject(value) || typeof value.valueEuros !== 'number') return null;
  const { valueEuros, recipientName } = value;
  if (recipientName !== undefined && !isString(recipientName)) return null;
  return { valueEuros, ...(recipientName !== undefined && { recipientName }) };
}

/** One stored line; undefined when any of its fields has a shape this version does not know. */
function readLine(value: unknown): CartLine | undefined {
  if (!isJsonObject(value)) return undefined;
  const { uid, variantId, modelId, amount, bundleId, isFrozen } = value;
  const giftCard = readGiftCard(value.giftCard);
  const transfer = readTransfer(value.transfer);
  const isValid =
    isString(uid) &&
    uid.length > 0 &&
    isWholeNumber(variantId) &&
    isWholeNumber(modelId) &&
    isWholeNumber(amount) &&
    amount > 0 &&
    (bundleId === undefined || isString(bundleId)) &&
    (isFrozen === undefined || isBoolean(isFrozen)) &&
    giftCard !== null &&
    transfer !== null;
  if (!isValid) return undefined;
  return {
    uid,
    variantId,
    modelId,
    amount,
    ...(bundleId !== undefined && { bundleId }),
    ...(isFrozen !== undefined && { isFrozen }),
    ...(giftCard !== undefined && { giftCard }),
    ...(transfer !== undefined && { transfer }),
  };
}

function readGiftCampaign(value: unknown): CartState['giftCampaign'] {
  if (!isJsonObject(value) || !isString(value.code) || !isString(value.category)) return null;
  return { code: value.code, category: value.category };
}

function readTransferRequest(value: unknown): CartState['transferRequest'] {
  if (!isJsonObject(value)) return null;
  const { fromStoreIds, toStoreIds, isReserveQuantity, isHighPriority } = value;
  const isIdList = (ids: unknown): ids is number[] =>
    Array.isArray(ids) && ids.every(isWholeNumber);
  if (
    !isIdList(fromStoreIds) ||
    !isIdList(toStoreIds) ||
    !isBoolean(isReserveQuantity) ||
    !isBoolean(isHighPriority)
  ) {
    return null;
  }
  return { fromStoreIds, toStoreIds, isReserveQuantity, isHighPriority };
}

/** Each option on its own: one in an unknown shape falls back to its default alone. */
function readOptions(value: unknown): CheckoutOptions {
  if (!isJsonObject(value)) return DEFAULT_CHECKOUT_OPTIONS;
  const flag = (option: unknown) => (isBoolean(option) ? option : false);
  const { specialRequest } = value;
  return {
    specialRequest:
      isString(specialRequest) && specialRequest.length <= MAX_SPECIAL_REQUEST_LENGTH
        ? specialRequest
        : '',
    isRepackSelected: flag(value.isRepackSelected),
    isPikanoutoSelected: flag(value.isPikanoutoSelected),
    isDeliverySplittingSelected: flag(value.isDeliverySplittingSelected),
  };
}

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
  if (!isJsonObject(json)) return clearCheckout();
  const stored = json;
  const lines = Array.isArray(stored.lines)
    ? stored.lines.flatMap((line) => readLine(line) ?? [])
    : [];
  const storedCodes =
    Array.isArray(stored.discountCodes) && stored.discountCodes.every(isString)
      ? stored.discountCodes
      : [];
  const codes = storedCodes.map(normaliseDiscountCode).filter((code) => code !== '');
  return dropStaleGiftCampaign({
    lines: lines.filter((line, index) => lines.findIndex(({ uid }) => uid === line.uid) === index),
    discountCodes: [...new Set(codes)],
    giftCampaign: readGiftCampaign(stored.giftCampaign),
    form: readForm(isJsonObject(stored.form) ? stored.form : {}),
    isPostDelivery: isBoolean(stored.isPostDelivery) ? stored.isPostDelivery : false,
    transferRequest: readTransferRequest(stored.transferRequest),
    options: readOptions(stored.options),
  });
}

/** The text kept in storage. */
export function serialiseCart(state: CartState): string {
  return JSON.stringify(state);
}
