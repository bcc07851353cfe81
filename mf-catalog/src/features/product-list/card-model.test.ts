import type { CardPrice } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import { cardDescription, cardHref, discountPercent, preselectedColor } from './card-model';

describe('cardHref (platform §2 product card)', () => {
  it('links to the product path in the language', () => {
    expect(cardHref('/nordvik/alpine-skiing/skis/x/', 'fi')).toBe('/nordvik/alpine-skiing/skis/x/');
    expect(cardHref('/nordvik/alpine-skiing/skis/x/', 'sv')).toBe(
      '/sv/nordvik/alpine-skiing/skis/x/',
    );
  });

  it('adds ?select-color when a colour is selected', () => {
    expect(cardHref('/b/g/x/', 'en', 'dark-blue')).toBe('/en/b/g/x/?select-color=dark-blue');
  });
});

describe('preselectedColor', () => {
  const colors = [{ slug: 'black' }, { slug: 'red' }];

  it('takes the first card colour named in the comma separated color query', () => {
    expect(preselectedColor(colors, 'blue,RED')).toBe('red');
    expect(preselectedColor(colors, 'blue')).toBeUndefined();
    expect(preselectedColor(colors, null)).toBeUndefined();
  });
});

describe('discountPercent (catalogue §9)', () => {
  const price = (fields: Partial<CardPrice>): CardPrice => ({
    active: 7500,
    reference: 10000,
    club: null,
    type: 'discount',
    lowest30d: null,
    ...fields,
  });

  it('is the rounded percent off for discount prices of at least 5 %', () => {
    expect(discountPercent(price({}))).toBe(25);
    expect(discountPercent(price({ active: 9600 }))).toBeNull();
  });

  it('is null for other price types or when the model hides it', () => {
    expect(discountPercent(price({ type: 'club' }))).toBeNull();
    expect(discountPercent(price({}), false)).toBeNull();
  });
});

describe('cardDescription (catalogue §5)', () => {
  const long =
    'A light and warm down jacket for cold mountain days, with a hood and two zipped hand pockets.';
  it('cuts the description to about 75 characters at a word when weight is the first property', () => {
    const cut = cardDescription({
      shortDescription: long,
      properties: [{ slug: 'weight', value: '450' }],
    });
    expect(cut).toBe('A light and warm down jacket for cold mountain days, with a hood and two…');
    expect(cut.length).toBeLessThanOrEqual(76);
  });

  it('keeps the whole description otherwise, and a short one always', () => {
    expect(
      cardDescription({ shortDescription: long, properties: [{ slug: 'din', value: '10' }] }),
    ).toBe(long);
    expect(
      cardDescription({ shortDescription: 'Warm.', properties: [{ slug: 'weight', value: '1' }] }),
    ).toBe('Warm.');
  });
});
