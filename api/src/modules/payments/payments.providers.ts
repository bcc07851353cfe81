import type { PaymentMethodSlug } from '@shop/shared-contracts';
import type { PaymentResult } from './payments.table.js';

/** What a payment provider does for the shop (issue 8 point 6: providers behind one interface). */
export interface PaymentProvider {
  /** Where the shopper goes to pay a session; the provider reports back by the signed callback. */
  paymentPageUrl(sessionId: string): string;
}

/** The sandbox provider's page of a session; its buttons post to paths below it. */
export function sandboxPageUrl(sessionId: string): string {
  return `/api/payments/sandbox/${sessionId}/`;
}

/** The built-in sandbox: a page of the api where the shopper approves, cancels or fails. */
const sandboxProvider: PaymentProvider = { paymentPageUrl: sandboxPageUrl };

/** The provider of each method: the sandbox stands in for card, pay-later and wallet alike. */
export const PAYMENT_PROVIDERS: Record<PaymentMethodSlug, PaymentProvider> = {
  card: sandboxProvider,
  klarna: sandboxProvider,
  paypal: sandboxProvider,
};

/** Every result a provider may report. */
export const PAYMENT_RESULTS = [
  'approved',
  'cancelled',
  'failed',
] as const satisfies readonly PaymentResult[];

/** The sandbox page's buttons, in the order shown; each posts to its own path. */
export const SANDBOX_DECISIONS = ['approve', 'cancel', 'fail'] as const;
export type SandboxDecision = (typeof SANDBOX_DECISIONS)[number];

/** What the sandbox reports for each button. */
export const SANDBOX_RESULTS: Readonly<Record<SandboxDecision, PaymentResult>> = {
  approve: 'approved',
  cancel: 'cancelled',
  fail: 'failed',
};
