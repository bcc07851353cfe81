import { ORDER_STATUSES, RETURN_STATUSES } from '@shop/shared-contracts';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountOrdersMessages } from '../../lib/account-orders-messages';
import { orderStatusKey, returnStatusKey } from './status-labels';

const LANGUAGES = ['fi', 'sv', 'en', 'de', 'fr', 'ru'] as const;

describe('order and return status labels (catalogue §4)', () => {
  beforeAll(async () => {
    await i18next.init({ lng: 'en', fallbackLng: false, resources: {} });
    await Promise.all(LANGUAGES.map((language) => accountOrdersMessages.load(language)));
  });

  it('label every order and return status in all six languages', () => {
    for (const language of LANGUAGES) {
      const t = i18next.getFixedT(language, accountOrdersMessages.namespace);
      for (const key of [
        ...ORDER_STATUSES.map(orderStatusKey),
        ...RETURN_STATUSES.map(returnStatusKey),
      ]) {
        const label = t(key);
        expect(label, `${language} ${key}`).not.toBe(key);
        expect(label.length, `${language} ${key}`).toBeGreaterThan(0);
      }
    }
  });

  it('read as the spec names them in English', () => {
    const t = i18next.getFixedT('en', accountOrdersMessages.namespace);
    expect(t(orderStatusKey('shipped'))).toBe('Dispatched');
    expect(t(orderStatusKey('manual_cancellation'))).toBe('Cancellation pending');
    expect(t(orderStatusKey('skis_in_installation'))).toBe('Skis in installation');
    expect(t(orderStatusKey('transfer_to_packing'))).toBe('In transit to packing');
    expect(t(returnStatusKey('new-return'))).toBe('Waiting');
    expect(t(returnStatusKey('fixing-return'))).toBe('Being repaired');
    expect(t(returnStatusKey('more_info-return'))).toBe('We need more information from you');
    expect(t(returnStatusKey('rejected-return'))).toBe('Rejected: product not salable');
  });
});
