import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  type FieldError,
  type FixedRouteId,
  type Language,
  routeHref,
} from '@shop/shared-contracts';
import type { PaymentResult } from './payments.table.js';

/** How long a provider's signed callback is accepted: a replayed old one is refused. */
const CALLBACK_MAX_AGE_MS = 15 * 60 * 1000;

/** How far ahead a callback's time may be, for clocks of instances sharing the secret. */
const CLOCK_SKEW_MS = 60 * 1000;

/** A fresh session id: 32 random bytes in hex, unguessable, as the session's page is its key. */
export function createSessionId(): string {
  return randomBytes(32).toString('hex');
}

/** Whether two secrets are equal, in time that does not depend on where they differ. */
export function isSameSecret(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** What a provider's callback says, and when (unix seconds). */
export interface ProviderReport {
  readonly session: string;
  readonly result: PaymentResult;
  readonly ts: number;
}

/** HMAC-SHA256 (hex) over session, result and time: the provider's proof of a report. */
export function signReport(secret: string, report: ProviderReport): string {
  return createHmac('sha256', secret)
    .update(`${report.session}\n${report.result}\n${report.ts}`)
    .digest('hex');
}

/** The shop's callback URL for a report, signed now: where the provider sends the shopper. */
export function signedCallbackUrl(
  secret: string,
  session: string,
  result: PaymentResult,
  now: Date,
): string {
  const report = { session, result, ts: Math.floor(now.getTime() / 1000) };
  const query = new URLSearchParams({
    session,
    result,
    ts: String(report.ts),
    sig: signReport(secret, report),
  });
  return `/api/payments/callback/?${query}`;
}

/**
 * The field at fault when a callback must be refused: a signature that is not the secret's
 * for its session, result and time (`sig`), or a time outside the accepted window (`ts`).
 * Null when the report is genuine and recent.
 */
export function findReportProblem(
  secret: string,
  report: ProviderReport & { readonly sig: string },
  now: Date,
): FieldError | null {
  if (!isSameSecret(signReport(secret, report), report.sig)) {
    return { field: 'sig', message: 'does not match the payment report' };
  }
  const age = now.getTime() - report.ts * 1000;
  if (age > CALLBACK_MAX_AGE_MS) {
    return { field: 'ts', message: `is older than ${CALLBACK_MAX_AGE_MS / 60_000} minutes` };
  }
  if (age < -CLOCK_SKEW_MS) return { field: 'ts', message: 'is in the future' };
  return null;
}

/**
 * How long a shopper has to reach the provider's page after placing the order or starting a
 * payment. The checkout places the order, starts the payment and opens the provider's page in
 * one click, so someone who means to pay is there within seconds.
 */
export const PAYMENT_START_GRACE_MS = 5 * 60 * 1000;

/**
 * How long a shopper who reached the provider's page may show no sign (no page view, no new
 * payment) before the payment counts as abandoned: time enough to type a card and confirm it
 * at the bank, and shorter than the shortest hold (15 minutes for a guest).
 */
export const PAYMENT_IDLE_MS = 10 * 60 * 1000;

/** The signs of a pending order's payment: when it was placed, paying started, the page shown. */
export interface PaymentActivity {
  readonly placedAt: Date;
  readonly lastStartedAt: Date | null;
  readonly lastSeenAt: Date | null;
}

/**
 * Whether an unpaid order's payment is abandoned at `now`, so its hold may end before its
 * deadline (what "abandoned" means is observable, decided here only): nobody opened a
 * provider's page within `PAYMENT_START_GRACE_MS` of the last sign, or someone did and then
 * nothing happened for `PAYMENT_IDLE_MS`. A sign is the order's placing, a payment started and
 * a provider page shown.
 */
export function isPaymentAbandoned(activity: PaymentActivity, now: Date): boolean {
  const signs = [activity.placedAt, activity.lastStartedAt, activity.lastSeenAt];
  const last = Math.max(...signs.map((sign) => sign?.getTime() ?? 0));
  const patience = activity.lastSeenAt === null ? PAYMENT_START_GRACE_MS : PAYMENT_IDLE_MS;
  return now.getTime() - last >= patience;
}

/** The payment-outcome page of each settled session state (platform §2). */
const OUTCOME_ROUTES: Record<PaymentResult, FixedRouteId> = {
  approved: 'payment-ok',
  cancelled: 'payment-cancelled',
  failed: 'payment-error',
};

/** Where the shopper lands after a settled session: its outcome page, in its language. */
export function outcomeHref(result: PaymentResult, language: Language, orderSlug: string) {
  return routeHref(OUTCOME_ROUTES[result], language, { '*': orderSlug });
}
