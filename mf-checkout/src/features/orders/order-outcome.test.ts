import { ApiError } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import { isUnknownOrder, orderOutcomeHref, toRouteOutcome } from './order-outcome';

const SLUG = '1000101/abcdefghijklmnopqrstuvwxyz012345';

describe('orderOutcomeHref', () => {
  it('leads each settled outcome to its payment page with the slug (platform §2)', () => {
    expect(orderOutcomeHref('ok', SLUG, 'en')).toBe(`/en/order/payment_ok/${SLUG}/`);
    expect(orderOutcomeHref('cancelled', SLUG, 'en')).toBe(`/en/order/payment_cancelled/${SLUG}/`);
    expect(orderOutcomeHref('error', SLUG, 'en')).toBe(`/en/order/payment_error/${SLUG}/`);
    expect(orderOutcomeHref('address', SLUG, 'en')).toBe(`/en/order/payment_address/${SLUG}/`);
  });

  it('uses the localised path of the language', () => {
    expect(orderOutcomeHref('ok', SLUG, 'fi')).toBe(`/tilaus/maksu-ok/${SLUG}/`);
  });

  it('sends a pending payment to the order-process page with the slug as ?order=', () => {
    expect(orderOutcomeHref('pending', SLUG, 'en')).toBe(
      `/en/order/process/?order=${encodeURIComponent(SLUG)}`,
    );
  });
});

describe('toRouteOutcome', () => {
  it('reads the outcome of each payment route', () => {
    expect(toRouteOutcome('payment-ok')).toBe('ok');
    expect(toRouteOutcome('payment-cancelled')).toBe('cancelled');
    expect(toRouteOutcome('payment-error')).toBe('error');
    expect(toRouteOutcome('payment-address')).toBe('address');
    expect(toRouteOutcome('elsewhere')).toBe('error');
  });
});

describe('isUnknownOrder', () => {
  it('tells a missing order (400, 404) from a failed request', () => {
    expect(isUnknownOrder(new ApiError(404, 'order not found'))).toBe(true);
    expect(isUnknownOrder(new ApiError(400, 'bad slug'))).toBe(true);
    expect(isUnknownOrder(new ApiError(500, 'Internal Server Error'))).toBe(false);
    expect(isUnknownOrder(new TypeError('Failed to fetch'))).toBe(false);
  });
});
