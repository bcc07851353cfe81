import type { ProductCard } from '../../api/catalogue.js';

/** A product card with everything a filter or sort reads; override what a test is about. */
export function testCard(overrides: Partial<ProductCard> & Pick<ProductCard, 'id'>): ProductCard {
  return {
    slug: `model-${overrides.id}`,
    name: `Model ${overrides.id}`,
    manufacturer: 'Routa',
    manufacturerSlug: 'routa',
    path: `/routa/group/model-${overrides.id}/`,
    image: '',
    colors: [],
    price: { active: 10_000, reference: null, club: null, type: 'normal', lowest30d: null },
    fromPrefix: false,
    showDiscountPercentage: true,
    shortDescription: '',
    rating: { average: 0, count: 0 },
    soldAmount: 0,
    published: '2026-01-01T00:00:00Z',
    sizes: [],
    stocks: [],
    productGroupIds: [],
    ribbons: [],
    genders: [],
    isSecondHand: false,
    isOutlet: false,
    properties: [],
    ...overrides,
  };
}

export const color = (slug: string) => ({ slug, name: slug.toUpperCase(), hex: '#000', image: '' });
