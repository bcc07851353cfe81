import { describe, expect, it } from 'vitest';
import { asksDeliveryCountry, marketOverrideHref } from './delivery-country';

describe('the payment page’s delivery country', () => {
  it('is asked for a delivery outside Finland only', () => {
    expect(asksDeliveryCountry('fi')).toBe(false);
    expect(asksDeliveryCountry('FI')).toBe(false);
    expect(asksDeliveryCountry('se')).toBe(true);
  });

  it('applies on a fresh load through the market overrides of platform §4', () => {
    expect(
      marketOverrideHref('https://shop.test/en/checkout/payment/?currency=eur&x=1#pay', {
        deliveryCountryCode: 'de',
        currencyCode: 'eur',
      }),
    ).toBe('/en/checkout/payment/?currency=eur&x=1&delivery_country=de#pay');
  });
});
