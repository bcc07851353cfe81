import { createMemoryStorage } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import { saveMarketChoice, withMarketChoice } from './market-choice';

describe('market choice', () => {
  it('adds the saved choice to a query that names none', () => {
    const storage = createMemoryStorage();
    saveMarketChoice(storage, { deliveryCountryCode: 'se', currencyCode: 'sek' });
    expect(withMarketChoice(new URLSearchParams('a=1'), storage).toString()).toBe(
      'a=1&delivery_country=se&currency=sek',
    );
  });

  it('lets explicit query parameters win', () => {
    const storage = createMemoryStorage();
    saveMarketChoice(storage, { deliveryCountryCode: 'se', currencyCode: 'sek' });
    const query = withMarketChoice(new URLSearchParams('currency=eur'), storage);
    expect(query.get('currency')).toBe('eur');
    expect(query.get('delivery_country')).toBe('se');
  });

  it('ignores a missing or corrupt choice', () => {
    const storage = createMemoryStorage();
    expect(withMarketChoice(new URLSearchParams(), storage).toString()).toBe('');
    storage.setItem('marketChoice', '{oops');
    expect(withMarketChoice(new URLSearchParams(), storage).toString()).toBe('');
  });
});
