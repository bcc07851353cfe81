// @vitest-environment jsdom
import { formatPrice, type ProductCard, shopBus } from '@shop/shared-contracts';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ProductGrid } from './product-grid';

const card = (id: number): ProductCard => ({
  id,
  slug: `model-${id}`,
  name: `Model ${id}`,
  manufacturer: 'Nordvik',
  manufacturerSlug: 'nordvik',
  path: `/nordvik/alpine-skiing/skis/model-${id}/`,
  image: '/media/products/ski.webp',
  colors: [
    { slug: 'black', name: 'Black', hex: '#000', image: '/media/products/black.webp' },
    { slug: 'red', name: 'Red', hex: '#f00', image: '/media/products/red.webp' },
  ],
  price: { active: 7500, reference: 10000, club: null, type: 'discount', lowest30d: null },
  fromPrefix: false,
  showDiscountPercentage: true,
  shortDescription: '',
  rating: { average: 8, count: 3 },
  soldAmount: 0,
  published: '2026-10-01T00:00:00.000Z',
  sizes: ['170'],
  stocks: [],
  productGroupIds: [],
  ribbons: [],
  genders: [],
  isSecondHand: false,
  isOutlet: false,
});

let root: Root | undefined;
let container: HTMLElement;

function render(cards: ProductCard[], url = '/', forceOutlet = false) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => {
    root?.render(
      <MemoryRouter initialEntries={[url]}>
        <ProductGrid cards={cards} language="en" forceOutlet={forceOutlet} />
      </MemoryRouter>,
    );
  });
}

const count = (selector: string) => container.querySelectorAll(selector).length;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  shopBus.emit('market:changed', {
    status: 'DONE',
    language: 'en',
    deliveryCountryCode: 'fi',
    deliveryCountryName: 'Finland',
    currencyCode: 'EUR',
    currencyRate: 1,
    taxAreaId: 1,
    isEuMember: true,
  });
});

afterEach(() => {
  act(() => root?.unmount());
  container.remove();
});

describe('ProductGrid (catalogue §4)', () => {
  it('shows a list under 120 whole, without Show more', () => {
    render(Array.from({ length: 100 }, (_, index) => card(index + 1)));
    expect(count('[data-testid="product-card"]')).toBe(100);
    expect(count('[data-testid="show-more"]')).toBe(0);
  });

  it('shows 60 of a long list and appends 60 per Show more', () => {
    render(Array.from({ length: 130 }, (_, index) => card(index + 1)));
    expect(count('[data-testid="product-card"]')).toBe(60);
    act(() => container.querySelector<HTMLButtonElement>('[data-testid="show-more"]')?.click());
    expect(count('[data-testid="product-card"]')).toBe(120);
    act(() => container.querySelector<HTMLButtonElement>('[data-testid="show-more"]')?.click());
    expect(count('[data-testid="product-card"]')).toBe(130);
    expect(count('[data-testid="show-more"]')).toBe(0);
  });

  it('links cards to the product path, with ?select-color once a colour is chosen', () => {
    render([card(1)], '/?color=red');
    const link = () => container.querySelector('[data-testid="product-card-link"]');
    expect(link()?.getAttribute('href')).toBe(
      '/en/nordvik/alpine-skiing/skis/model-1/?select-color=red',
    );
    act(() =>
      container.querySelector<HTMLButtonElement>('[data-testid="product-card-color"]')?.click(),
    );
    expect(link()?.getAttribute('href')).toBe(
      '/en/nordvik/alpine-skiing/skis/model-1/?select-color=black',
    );
    expect(container.querySelector('img')?.getAttribute('src')).toBe(
      '/media/products/black.webp?w=320&h=400',
    );
  });

  it('formats the price for the market and shows the discount and forced outlet ribbons', () => {
    render([card(1)], '/', true);
    expect(container.querySelector('[data-testid="product-card-price"]')?.textContent).toContain(
      formatPrice(7500, { currencyCode: 'EUR', currencyRate: 1, language: 'en' }),
    );
    expect(count('[data-testid="ribbon-discount"]')).toBe(1);
    expect(count('[data-testid="ribbon-outlet"]')).toBe(1);
  });
});
