// @vitest-environment jsdom
import { formatPrice } from '@shop/shared-contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { prepareTestPage, renderElement, sampleCard, testQueryClient } from '../../lib/test-page';
import { ProductGrid } from './product-grid';

let page: ReturnType<typeof renderElement> | undefined;

function render(count: number, url = '/', forceOutlet = false) {
  const cards = Array.from({ length: count }, (_, index) => sampleCard(index + 1));
  page = renderElement(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <ProductGrid cards={cards} language="en" forceOutlet={forceOutlet} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return page.container;
}

const countOf = (container: HTMLElement, selector: string) =>
  container.querySelectorAll(selector).length;

beforeAll(prepareTestPage);
afterEach(() => page?.unmount());

describe('ProductGrid (catalogue §4)', () => {
  it('shows a list under 120 whole, without Show more', () => {
    const container = render(100);
    expect(countOf(container, '[data-testid="product-card"]')).toBe(100);
    expect(countOf(container, '[data-testid="show-more"]')).toBe(0);
  });

  it('shows 60 of a long list and appends 60 per Show more', () => {
    const container = render(130);
    const showMore = () =>
      container.querySelector<HTMLButtonElement>('[data-testid="show-more"]')?.click();
    expect(countOf(container, '[data-testid="product-card"]')).toBe(60);
    expect(container.textContent).toContain('Showing 60 of 130 products');
    act(showMore);
    expect(countOf(container, '[data-testid="product-card"]')).toBe(120);
    act(showMore);
    expect(countOf(container, '[data-testid="product-card"]')).toBe(130);
    expect(countOf(container, '[data-testid="show-more"]')).toBe(0);
  });

  it('counts the products with the plural form of the count', () => {
    expect(render(1).querySelector('[data-testid="product-count"]')?.textContent).toBe('1 product');
    page?.unmount();
    expect(render(2).querySelector('[data-testid="product-count"]')?.textContent).toBe(
      '2 products',
    );
  });

  it('links cards to the product path, with ?select-color once a colour is chosen', () => {
    const container = render(1, '/?color=red');
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
    const container = render(1, '/', true);
    expect(container.querySelector('[data-testid="product-card-price"]')?.textContent).toContain(
      formatPrice(7500, { currencyCode: 'EUR', currencyRate: 1, language: 'en' }),
    );
    expect(countOf(container, '[data-testid="ribbon-discount"]')).toBe(1);
    expect(countOf(container, '[data-testid="ribbon-outlet"]')).toBe(1);
  });
});
