import type { ProductModel } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import { productJsonLd } from './product-json-ld';

const image = (url: string) => ({ url, caption: '' });

function model(overrides: Partial<ProductModel> = {}): ProductModel {
  return {
    name: 'Pilvi Low <b>boots</b>',
    modelNumber: 'RO-5190-25',
    path: '/routa/footwear/pilvi-low/',
    shortDescription: 'A supportive boot.',
    manufacturer: { name: 'Routa', slug: 'routa', logo: '' },
    colors: [{ slug: 'teal', name: 'Teal', hex: '#088', images: [image('/media/a.jpg')] }],
    images: [image('/media/b.jpg'), image('/media/a.jpg')],
    prices: { active: 19_850, regular: 24_530 },
    variants: [{ isOrderable: true }],
    rating: { average: 7, count: 12 },
    isSecondHand: false,
    ...overrides,
  } as ProductModel;
}

const sek = { currencyCode: 'sek', currencyRate: 11.5 };

describe('productJsonLd', () => {
  it('describes the product with one offer in the market currency and its rating', () => {
    const data = productJsonLd(model(), {
      language: 'sv',
      market: sek,
      origin: 'https://shop.example',
    });
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Pilvi Low <b>boots</b>',
      sku: 'RO-5190-25',
      brand: { '@type': 'Brand', name: 'Routa' },
      url: 'https://shop.example/sv/routa/footwear/pilvi-low/',
      image: ['https://shop.example/media/a.jpg', 'https://shop.example/media/b.jpg'],
      offers: {
        price: '2283',
        priceCurrency: 'SEK',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
      aggregateRating: { ratingValue: 3.5, bestRating: 5, reviewCount: 12 },
    });
  });

  it('leaves out the brand "-", the rating without reviews and says when nothing is orderable', () => {
    const data = productJsonLd(
      model({
        manufacturer: { name: '-', slug: '-', logo: '' },
        rating: { average: 0, count: 0 },
        variants: [{ isOrderable: false }] as ProductModel['variants'],
        isSecondHand: true,
      }),
      { language: 'fi', market: { currencyCode: 'eur', currencyRate: 1 }, origin: '' },
    );
    expect(data).not.toHaveProperty('brand');
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data.offers).toMatchObject({
      price: '198.50',
      priceCurrency: 'EUR',
      availability: 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/UsedCondition',
    });
  });
});
