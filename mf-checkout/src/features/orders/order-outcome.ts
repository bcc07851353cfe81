import {
  ApiError,
  type FixedRouteId,
  type Language,
  type OrderOutcome,
  pathOf,
  ROUTES,
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

/** The outcome pages' routes, which links are made from (only these are compiled in). */
const OUTCOME_PAGES = [
  ROUTES.paymentOk,
  ROUTES.paymentCancelled,
  ROUTES.paymentError,
  ROUTES.paymentAddress,
] as const;

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
    return `${pathOf(ROUTES.orderProcess, language)}?${new URLSearchParams({ order: slug })}`;
  }
  const route =
    OUTCOME_PAGES.find((page) => OUTCOME_ROUTES[page.id] === outcome) ?? ROUTES.paymentError;
  return pathOf(route, language, { '*': slug });
}

/** Whether an order read failed because no order matches (a 400 or 404), not the network. */
export function isUnknownOrder(error: unknown): boolean {
  return error instanceof ApiError && [400, 404].includes(error.status);
}
