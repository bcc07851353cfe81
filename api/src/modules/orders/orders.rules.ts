import { createHash } from 'node:crypto';
import { ONLINE_ORDER_HOLD_LIMITS } from '@shop/shared-contracts';

/** How long placed stock stays held while the shopper pays; then the sweep puts it back. */
export const RESERVATION_TTL_MS = 30 * 60 * 1000;

/**
 * A guest's hold is shorter: a logged-in customer's abandoned payment is rarer, and a guest's
 * hold is what a stranger can take without an account.
 */
export const GUEST_RESERVATION_TTL_MS = 15 * 60 * 1000;

/** How long an order's stock stays held: by who placed it. */
export function reservationTtlMs(customerId: number | null): number {
  return customerId === null ? GUEST_RESERVATION_TTL_MS : RESERVATION_TTL_MS;
}

/**
 * What one unpaid order may hold of the web store's stock: of one variant, and in all. More is
 * an enterprise order (billed by invoice), not a shopper's cart; an order from the supplier
 * (a variant on order) holds nothing and is not bounded here.
 */
export const HOLD_LIMITS = ONLINE_ORDER_HOLD_LIMITS;

/** Unpaid orders one email address may place an hour, so nobody holds the stock hostage. */
export const PENDING_ORDERS_PER_HOUR = 5;

/** The idempotency scope of a caller: a logged-in customer's own keys, or the guests' keys. */
export function toIdempotencyScope(customerId: number | null): string {
  return customerId === null ? 'guest' : `customer:${customerId}`;
}

/** JSON with object keys sorted, so the same request always hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * SHA-256 of a validated request. Validation drops the fields the server ignores (prices among
 * them), so only what decides the order decides whether a reused key means the same request.
 */
export function hashOrderRequest(request: unknown): string {
  return createHash('sha256').update(canonicalJson(request)).digest('hex');
}

/** 'Black, 42' or 'Black, 42, Wide': the variant's snapshot text on an order line. */
export function toVariantText(color: string, size: string, type: string): string {
  const parts = [color, size];
  if (type !== 'Regular') parts.push(type);
  return parts.filter(Boolean).join(', ');
}
