import type {
  CartLine,
  CartState,
  EnterpriseOrderFormOutput,
  EnterpriseOrderRequest,
  Language,
  TransferRequest,
  TransferRequestBody,
} from '@shop/shared-contracts';
import { isTransferableLine } from './transfer-lines';

/** A line's amounts for the chosen stores, when there are several of them (platform §5). */
function storeAmounts(
  amounts: Readonly<Record<string, number>> | undefined,
  storeIds: readonly number[],
) {
  if (storeIds.length < 2) return [];
  return storeIds.map((storeId) => ({
    store_id: storeId,
    amount: amounts?.[String(storeId)] ?? 0,
  }));
}

/**
 * The `POST /api/customer/transfer_request/` body for the cart: one row per single product,
 * with its picks per source and amounts per destination where there are several (with one,
 * the whole row comes from, or goes to, it).
 */
export function toTransferRequestBody(
  lines: readonly CartLine[],
  request: TransferRequest,
): TransferRequestBody {
  return {
    from_store_ids: [...request.fromStoreIds],
    to_store_ids: [...request.toStoreIds],
    reserve_quantity: request.isReserveQuantity,
    high_priority: request.isHighPriority,
    rows: lines.filter(isTransferableLine).map((line) => ({
      variant_id: line.variantId,
      amount: line.amount,
      from: storeAmounts(line.transfer?.fromAmounts, request.fromStoreIds),
      to: storeAmounts(line.transfer?.toAmounts, request.toStoreIds),
    })),
  };
}

/**
 * The `POST /api/customer/enterprise/order/` body: the cart's single products (no price ever
 * leaves the browser), the organisation customer, the reference and the delivery form.
 */
export function toEnterpriseOrderRequest(
  cart: CartState,
  values: EnterpriseOrderFormOutput,
  context: { readonly countryCode: string; readonly language: Language },
): EnterpriseOrderRequest {
  return {
    customer_email: values.customer_email,
    country_code: context.countryCode,
    language_code: context.language,
    lines: cart.lines
      .filter(isTransferableLine)
      .map((line) => ({ variant_id: line.variantId, amount: line.amount })),
    form: { ...values.form },
    reference: values.reference,
    accept_billing: values.accept_billing,
  };
}
