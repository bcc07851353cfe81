import type { InitialMarket } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import { readMarketHints, renderMarketScript } from './site.market.js';

const market: InitialMarket = {
  deliveryCountryCode: 'fi',
  currencyCode: 'eur',
  currencyFormat: '{amount} €',
  currencyRate: 1,
  deliveryCountryName: '</script><script>alert(1)</script> & <!--',
  taxAreaId: 1,
  isEuMember: true,
  languageCode: 'fi',
};

describe('the inlined market', () => {
  it('cannot break out of its script element, and parses back to the same market', () => {
    const html = renderMarketScript(market);
    const body = html.slice(html.indexOf('>') + 1, html.lastIndexOf('</script>'));
    expect(body).not.toMatch(/[<>&]/);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(body)).toEqual(market);
    expect(html.startsWith('<script id="shop-initial-market" type="application/json">')).toBe(true);
  });

  it('reads chosen codes, GeoIP countries in trust order and the path language', () => {
    const hints = readMarketHints(
      { 'x-delivery-country': ' SE ', 'x-currency': '', 'cf-ipcountry': 'DE' },
      '/sv/catalog/',
    );
    expect(hints).toEqual({
      deliveryCountry: 'SE',
      currency: undefined,
      geoIpCountries: ['DE'],
      language: 'sv',
    });
  });
});
