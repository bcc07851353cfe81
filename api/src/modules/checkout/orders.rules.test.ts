import { PAYMENT_STATES } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import {
  computeOrderTotals,
  createOutcomeToken,
  OUTCOME_TOKEN_LENGTH,
  parseOrderSlug,
  toOrderOutcome,
  toOrderSlug,
} from './orders.rules.js';

describe('toOrderOutcome', () => {
  it('maps each payment state to its outcome page (platform §2)', () => {
    expect(PAYMENT_STATES.map(toOrderOutcome)).toEqual([
      'pending',
      'ok',
      'cancelled',
      'error',
      'address',
    ]);
  });
});

describe('order slugs', () => {
  it('joins the order number and token, and splits them again', () => {
    const token = createOutcomeToken();
    expect(token).toMatch(new RegExp(`^[A-Za-z0-9_-]{${OUTCOME_TOKEN_LENGTH}}$`));
    const slug = toOrderSlug({ order_number: '1000101', outcome_token: token });
    expect(slug).toBe(`1000101/${token}`);
    expect(parseOrderSlug(slug)).toEqual({ orderNumber: '1000101', token });
  });

  it('never repeats a token', () => {
    expect(createOutcomeToken()).not.toBe(createOutcomeToken());
  });
});

describe('computeOrderTotals', () => {
  const lines = [
    { amount: 2, unit_price: 1990 },
    { amount: 1, unit_price: 4500 },
  ];

  it('adds the rows and the delivery price', () => {
    expect(computeOrderTotals(lines, { price: 490, free_threshold: 10000 })).toEqual({
      lines_total: 8480,
      delivery_total: 490,
      total: 8970,
    });
  });

  it('makes delivery free from the threshold on', () => {
    expect(computeOrderTotals(lines, { price: 490, free_threshold: 8480 }).delivery_total).toBe(0);
    expect(computeOrderTotals(lines, { price: 4900, free_threshold: null }).total).toBe(13380);
  });
});
