import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, PAYMENT_STATES } from '../api/checkout.js';
import { checkMessages, loadAllMessages } from '../i18n/message-catalog.js';
import { LANGUAGES } from '../market/languages.js';
import { orderStatusKey, orderStatusLoaders, paymentStateKey } from './order-status-messages.js';

describe('order status labels (catalogue §4)', () => {
  it('label every order status and payment state in all six languages', async () => {
    const messages = await loadAllMessages(orderStatusLoaders);
    expect(checkMessages('orderStatus', messages)).toEqual([]);
    const keys = [...ORDER_STATUSES.map(orderStatusKey), ...PAYMENT_STATES.map(paymentStateKey)];
    for (const language of LANGUAGES) {
      for (const key of keys) expect(messages[language][key], `${language} ${key}`).toBeTruthy();
    }
  });

  it('read as the spec names them in English', async () => {
    const { en } = await loadAllMessages(orderStatusLoaders);
    expect(en[orderStatusKey('shipped')]).toBe('Dispatched');
    expect(en[orderStatusKey('manual_cancellation')]).toBe('Cancellation pending');
    expect(en[orderStatusKey('skis_in_installation')]).toBe('Skis in installation');
    expect(en[orderStatusKey('transfer_to_packing')]).toBe('In transit to packing');
    expect(en[paymentStateKey('address_required')]).toBe('Delivery address required');
  });
});
