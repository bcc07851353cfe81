import { describe, expect, it } from 'vitest';
import { localiseEuroPrices } from './market-prices';

const sek = (cents: number) => `${((cents * 11.2) / 100).toFixed(2)} kr`;

describe('localiseEuroPrices', () => {
  it('writes euro amounts of the text in the market currency', () => {
    expect(localiseEuroPrices('<li>Hemleverans 9,90 €</li>', 'sek', sek)).toBe(
      '<li>Hemleverans 110.88 kr</li>',
    );
    expect(localiseEuroPrices('<li>Home delivery €9.90, free over €100</li>', 'sek', sek)).toBe(
      '<li>Home delivery 110.88 kr, free over 1120.00 kr</li>',
    );
  });

  it('keeps a euro market and the tags as they are', () => {
    const html = '<p title="5 €">Frakt 49 €</p>';
    expect(localiseEuroPrices(html, 'EUR', sek)).toBe(html);
    expect(localiseEuroPrices(html, 'sek', sek)).toBe('<p title="5 €">Frakt 548.80 kr</p>');
  });
});
