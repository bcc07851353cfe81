// @vitest-environment jsdom
import { formatPrice } from '@shop/shared-contracts';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fetchListingPage } from '../../lib/fetch-listing-page';
import {
  answerPages,
  prepareTestPage,
  renderElement,
  renderInPage,
  sampleCard,
} from '../../lib/test-page';
import { GridCards, MAX_RENDERED_CARDS } from './product-grid';
import { ProductList } from './product-list';
import WindowedCards from './windowed-cards';

vi.mock('../../lib/fetch-listing-page', () => ({ fetchListingPage: vi.fn() }));

let page: ReturnType<typeof renderElement> | undefined;

/**
 * Lets the page requests answer and the grid render them: rounds of 10 ms until a round asks
 * for no further block (a block is asked for once the one before has come, so a slow machine
 * needs more rounds than a fast one).
 */
async function settle() {
  let asked = -1;
  for (let round = 0; round < 100; round += 1) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    const now = vi.mocked(fetchListingPage).mock.calls.length;
    if (round >= 2 && now === asked) return;
    asked = now;
  }
}

async function render(count: number, url = '/', forceOutlet = false) {
  const cards = Array.from({ length: count }, (_, index) => sampleCard(index + 1));
  vi.mocked(fetchListingPage).mockImplementation(answerPages(cards));
  page = renderInPage(
    <ProductList
      request={{ source: 'ProductGroup', slug: 'alpine-skiing/skis' }}
      language="en"
      forceOutlet={forceOutlet}
    />,
    { url },
  );
  await settle();
  return page.container;
}

const countOf = (container: HTMLElement, selector: string) =>
  container.querySelectorAll(selector).length;

beforeAll(prepareTestPage);
afterEach(() => {
  page?.unmount();
  vi.mocked(fetchListingPage).mockReset();
});

describe('the listing grid (catalogue §4)', () => {
  it('shows a list under 120 whole, without Show more, from its two blocks', async () => {
    const container = await render(100);
    expect(countOf(container, '[data-testid="product-card"]')).toBe(100);
    expect(countOf(container, '[data-testid="show-more"]')).toBe(0);
    expect(vi.mocked(fetchListingPage).mock.calls.map(([request]) => request.offset)).toEqual([
      0, 60,
    ]);
  });

  it('shows 60 of a long list and appends 60 per Show more, asking for the blocks it needs', async () => {
    const container = await render(250);
    const showMore = async () => {
      act(() => container.querySelector<HTMLButtonElement>('[data-testid="show-more"]')?.click());
      await settle();
    };
    expect(countOf(container, '[data-testid="product-card"]')).toBe(60);
    expect(container.textContent).toContain('Showing 60 of 250 products');
    await showMore();
    expect(countOf(container, '[data-testid="product-card"]')).toBe(120);
    await showMore();
    expect(countOf(container, '[data-testid="product-card"]')).toBe(180);
    await showMore();
    await showMore();
    expect(countOf(container, '[data-testid="product-card"]')).toBe(250);
    expect(countOf(container, '[data-testid="show-more"]')).toBe(0);
    const asked = vi
      .mocked(fetchListingPage)
      .mock.calls.map(([request]) => [request.offset, request.limit]);
    expect(asked).toEqual([
      [0, 60],
      [60, 60],
      [120, 60],
      [180, 60],
      [240, 60],
    ]);
    const ids = [...container.querySelectorAll('[data-testid="product-card-link"]')].map((link) =>
      link.getAttribute('href'),
    );
    expect(new Set(ids).size).toBe(250);
  });

  it('counts the products with the plural form of the count', async () => {
    expect((await render(1)).querySelector('[data-testid="product-count"]')?.textContent).toBe(
      '1 product',
    );
    page?.unmount();
    expect((await render(2)).querySelector('[data-testid="product-count"]')?.textContent).toBe(
      '2 products',
    );
  });

  it('links cards to the product path, with ?select-color once a colour is chosen', async () => {
    const container = await render(2, '/?color=red');
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

  it('formats the price for the market and shows the discount and forced outlet ribbons', async () => {
    const container = await render(1, '/', true);
    expect(container.querySelector('[data-testid="product-card-price"]')?.textContent).toContain(
      formatPrice(7500, { currencyCode: 'EUR', currencyRate: 1, language: 'en' }),
    );
    expect(countOf(container, '[data-testid="ribbon-discount"]')).toBe(1);
    expect(countOf(container, '[data-testid="ribbon-outlet"]')).toBe(1);
  });
});

describe('a long grid (catalogue §4: at most 1,000 cards rendered)', () => {
  it('windows the cards past 1,000, rendering the blocks near the viewport', async () => {
    const cards = Array.from({ length: 1100 }, (_, index) => sampleCard(index + 1));
    // jsdom lays nothing out: each block of 60 cards measures as tall as on a desktop.
    const offsetHeight = vi
      .spyOn(HTMLElement.prototype, 'offsetHeight', 'get')
      .mockImplementation(function (this: HTMLElement) {
        return this.tagName === 'UL' ? 6000 : 0;
      });
    page = renderElement(
      <WindowedCards
        cards={cards}
        className="cat-grid"
        renderCard={(card) => <article data-testid="product-card">{card.name}</article>}
      />,
    );
    await settle();
    const rendered = countOf(page.container, '[data-testid="product-card"]');
    expect(rendered).toBeGreaterThanOrEqual(60);
    expect(rendered).toBeLessThanOrEqual(MAX_RENDERED_CARDS);
    // Each block is its own grid of 60, the first one first.
    expect(page.container.querySelector('ul[data-index="0"] li')?.textContent).toBe('Model 1');
    expect(countOf(page.container, 'ul[data-index="0"] li')).toBe(60);
    expect(rendered).toBeLessThanOrEqual(3 * 60);
    offsetHeight.mockRestore();
  });

  it('renders a grid of up to 1,000 cards whole', async () => {
    const cards = Array.from({ length: 1000 }, (_, index) => sampleCard(index + 1));
    page = renderInPage(<GridCards cards={cards} language="en" market={undefined} />);
    await settle();
    expect(countOf(page.container, '[data-testid="product-card"]')).toBe(1000);
    expect(page.container.querySelector('[data-testid="windowed-grid"]')).toBeNull();
    // A thousand cards in jsdom take seconds on a busy machine.
  }, 30_000);
});

describe("a grid's first render (issue 9)", () => {
  it('renders the first rows on the server and every card once the browser has taken over', async () => {
    const cards = Array.from({ length: 44 }, (_, index) => sampleCard(index + 1));
    const grid = <GridCards cards={cards} language="en" market={undefined} />;
    const html = renderToString(<MemoryRouter>{grid}</MemoryRouter>);
    expect(html.match(/data-testid="product-card"/g)).toHaveLength(16);
    page = renderInPage(grid);
    await settle();
    expect(countOf(page.container, '[data-testid="product-card"]')).toBe(44);
  });
});
