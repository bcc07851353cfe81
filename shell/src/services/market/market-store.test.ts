import type { MarketState } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import { createFallbackMarket } from './market-config';
import { createMarketStore } from './market-store';
import { publishMarket } from './publish-market';

describe('market store (platform §4 market config status)', () => {
  it('starts UNSET with the language market (platform §9 defaults)', () => {
    expect(createMarketStore('sv').current()).toMatchObject({
      status: 'UNSET',
      language: 'sv',
      deliveryCountryCode: 'se',
      currencyCode: 'sek',
      currencyRate: 1,
      taxAreaId: 1,
    });
  });

  it('accepts currency, country, tax area and EU membership until DONE', () => {
    const store = createMarketStore('fi');
    store.setCurrency('sek', 11.2);
    store.setDeliveryCountry('se', 'Sverige');
    store.setTaxArea(3);
    store.setEuMember(false);
    expect(store.current()).toMatchObject({
      currencyCode: 'sek',
      currencyRate: 11.2,
      deliveryCountryCode: 'se',
      deliveryCountryName: 'Sverige',
      taxAreaId: 3,
      isEuMember: false,
    });
  });

  it('ignores those setters once DONE', () => {
    const store = createMarketStore('fi');
    store.initialise(createFallbackMarket('fi', 'DONE'));
    const done = store.current();
    store.setCurrency('sek', 11.2);
    store.setDeliveryCountry('se', 'Sverige');
    store.setTaxArea(3);
    store.setEuMember(false);
    expect(store.current()).toBe(done);
  });

  it('follows the route language whatever the status', () => {
    const store = createMarketStore('fi');
    store.initialise(createFallbackMarket('fi', 'DONE'));
    store.setLanguage('sv');
    expect(store.current()).toMatchObject({ language: 'sv', currencyCode: 'eur' });
  });
});

describe('publishMarket', () => {
  it('publishes the MarketState once initialised and on changes of its fields only', () => {
    const store = createMarketStore('fi');
    const published: MarketState[] = [];
    const stop = publishMarket(store, (state) => published.push(state));
    expect(published).toEqual([]);
    store.initialise(createFallbackMarket('fi', 'PENDING'));
    store.setDeliveryCountry('fi', 'Suomi');
    store.setTaxArea(2);
    stop();
    store.setTaxArea(3);
    // The country name is published too, so naming the country is a change of its own.
    expect(
      published.map(({ deliveryCountryName, taxAreaId }) => ({ deliveryCountryName, taxAreaId })),
    ).toEqual([
      { deliveryCountryName: published[0]?.deliveryCountryName, taxAreaId: 1 },
      { deliveryCountryName: 'Suomi', taxAreaId: 1 },
      { deliveryCountryName: 'Suomi', taxAreaId: 2 },
    ]);
    expect(published[0]).toMatchObject({
      status: 'PENDING',
      language: 'fi',
      deliveryCountryCode: 'fi',
      currencyCode: 'eur',
      currencyRate: 1,
      isEuMember: true,
    });
  });
});
