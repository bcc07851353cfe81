// @vitest-environment jsdom
import { formatPrice } from '@shop/shared-contracts';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { prepareTestPage, renderElement, sampleCard } from '../lib/test-page';
import ProductCard from './product-card';

let page: ReturnType<typeof renderElement> | undefined;

beforeAll(prepareTestPage);
afterEach(() => page?.unmount());

describe('the exposed ProductCard', () => {
  it('shows the card inside the catalogue boundary, priced in the market from the bus', () => {
    page = renderElement(
      <MemoryRouter>
        <ProductCard card={sampleCard(7)} language="en" />
      </MemoryRouter>,
    );
    const boundary = page.container.querySelector('[data-boundary="mf-catalog"]');
    expect(boundary?.querySelector('[data-testid="product-card"]')).not.toBeNull();
    expect(boundary?.querySelector('[data-testid="product-card-price"]')?.textContent).toContain(
      formatPrice(7500, { currencyCode: 'EUR', currencyRate: 1, language: 'en' }),
    );
    expect(boundary?.querySelector('.cat-card-rating')).toBeNull();
  });
});
