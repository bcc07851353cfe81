import { RETURN_STATUSES } from '@shop/shared-contracts';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountOrdersMessages } from '../../lib/account-orders-messages';
import { returnStatusKey } from './status-labels';

const LANGUAGES = ['fi', 'sv', 'en', 'de', 'fr', 'ru'] as const;

describe('return status labels (catalogue §4)', () => {
  beforeAll(async () => {
    await i18next.init({ lng: 'en', fallbackLng: false, resources: {} });
    await Promise.all(LANGUAGES.map((language) => accountOrdersMessages.load(language)));
  });

  it('label every return status in all six languages', () => {
    for (const language of LANGUAGES) {
      const t = i18next.getFixedT(language, accountOrdersMessages.namespace);
      for (const key of RETURN_STATUSES.map(returnStatusKey)) {
        const label = t(key);
        expect(label, `${language} ${key}`).not.toBe(key);
        expect(label.length, `${language} ${key}`).toBeGreaterThan(0);
      }
    }
  });

  it('read as the spec names them in English', () => {
    const t = i18next.getFixedT('en', accountOrdersMessages.namespace);
    expect(t(returnStatusKey('new-return'))).toBe('Waiting');
    expect(t(returnStatusKey('fixing-return'))).toBe('Being repaired');
    expect(t(returnStatusKey('more_info-return'))).toBe('We need more information from you');
    expect(t(returnStatusKey('rejected-return'))).toBe('Rejected: product not salable');
  });
});
