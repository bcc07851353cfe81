import {
  ApiError,
  type FixedRouteId,
  type Language,
  type OrderOutcome,
  routeHref,
} from '@shop/shared-contracts';

/** The payment-outcome routes (platform §2) and the outcome each one shows. */
export const OUTCOME_ROUTES = {
  'payment-ok': 'ok',
  'payment-cancelled': 'cancelled',
  'payment-error': 'error',
  'payment-address': 'address',
} as const satisfies Partial<Record<FixedRouteId, Exclude<OrderOutcome, 'pending'>>>;
export type OutcomeRouteId = keyof typeof OUTCOME_ROUTES;
export type SettledOutcome = (typeof OUTCOME_ROUTES)[OutcomeRouteId];

/** The outcome a route shows; unknown ids (a misconfigured route) count as an error page. */
export function toRouteOutcome(routeId: string): SettledOutcome {
  return OUTCOME_ROUTES[routeId as OutcomeRouteId] ?? 'error';
}

/**
 * Where an order's outcome is shown: its payment-outcome page, or while the payment is still
 * pending the order-process page, which polls until it settles.
 */
export function orderOutcomeHref(outcome: OrderOutcome, slug: string, language: Language): string {
  if (outcome === 'pending') {
    return `${routeHref('order-process', language)}?${new URLSearchParams({ order: slug })}`;
  }
  const entry = Object.entries(OUTCOME_ROUTES).find(([, shown]) => shown === outcome);
  const routeId = (entry?.[0] ?? 'payment-error') as OutcomeRouteId;
  return routeHref(routeId, language, { '*': slug });
}

/** Whether an order read failed because no order matches (a 400 or 404), not the network. */
export function isUnknownOrder(error: unknown): boolean {
  return error instanceof ApiError && [400, 404].includes(error.status);
}
