import { LANGUAGES, ORDER_STATUSES, PAYMENT_STATES } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '../../lib/order-messages';
import { paymentStateKey, statusLabelKey } from './status-labels';

describe('order status labels', () => {
  it('label every status and payment state in all six languages', () => {
    for (const language of LANGUAGES) {
      const keys = [...ORDER_STATUSES.map(statusLabelKey), ...PAYMENT_STATES.map(paymentStateKey)];
      for (const key of keys)
        expect(ORDER_MESSAGES[language][key], `${language} ${key}`).toBeTruthy();
    }
  });

  it('use the spec wording in English (catalogue §4)', () => {
    const en = ORDER_MESSAGES.en;
    expect(en[statusLabelKey('shipped')]).toBe('Dispatched');
    expect(en[statusLabelKey('manual_cancellation')]).toBe('Cancellation pending');
    expect(en[statusLabelKey('skis_in_installation')]).toBe('Skis in installation');
    expect(en[statusLabelKey('transfer_to_packing')]).toBe('In transit to packing');
  });
});
