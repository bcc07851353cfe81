import { LANGUAGES, loadAllMessages, ORDER_STATUSES, PAYMENT_STATES } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import { orderLoaders } from '../../messages/order-messages';
import { paymentStateKey, statusLabelKey } from './status-labels';

describe('order status labels', () => {
  it('label every status and payment state in all six languages', async () => {
    const messages = await loadAllMessages(orderLoaders);
    const keys = [...ORDER_STATUSES.map(statusLabelKey), ...PAYMENT_STATES.map(paymentStateKey)];
    for (const language of LANGUAGES) {
      for (const key of keys) expect(messages[language][key], `${language} ${key}`).toBeTruthy();
    }
  });

  it('use the spec wording in English (catalogue §4)', async () => {
    const { en } = await loadAllMessages(orderLoaders);
    expect(en[statusLabelKey('shipped')]).toBe('Dispatched');
    expect(en[statusLabelKey('manual_cancellation')]).toBe('Cancellation pending');
    expect(en[statusLabelKey('skis_in_installation')]).toBe('Skis in installation');
    expect(en[statusLabelKey('transfer_to_packing')]).toBe('In transit to packing');
  });
});
