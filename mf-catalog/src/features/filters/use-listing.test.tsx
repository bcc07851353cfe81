// @vitest-environment jsdom
import { useLocation } from '@shop/shared-contracts/router';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fetchListingPage } from '../../lib/fetch-listing-page';
import {
  answerPages,
  prepareTestPage,
  type renderElement,
  renderInPage,
  sampleCard,
} from '../../lib/test-page';
import { ProductList } from '../product-list/product-list';

vi.mock('../../lib/fetch-listing-page', () => ({ fetchListingPage: vi.fn() }));

let page: ReturnType<typeof renderElement> | undefined;

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

const testId = (id: string) => page?.container.querySelector(`[data-testid="${id}"]`);
const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

beforeAll(prepareTestPage);
afterEach(() => page?.unmount());

describe('a listing change (issue 10: the frame that answers an input)', () => {
  it('shows the new sort at once, and applies it to the URL and the cards after', async () => {
    const cards = [1, 2, 3].map((id) => ({
      ...sampleCard(id),
      price: { ...sampleCard(id).price, active: 1000 * (4 - id) },
    }));
    vi.mocked(fetchListingPage).mockImplementation(answerPages(cards));
    page = renderInPage(
      <>
        <ProductList request={{ source: 'ProductGroup', slug: 'alpine-skiing' }} language="en" />
        <Location />
      </>,
    );
    await wait(10);
    const select = testId('sort-select') as HTMLSelectElement;
    const firstCard = () =>
      testId('product-grid')?.querySelector('[data-product-id]')?.getAttribute('data-product-id');
    expect(firstCard()).toBe('1');

    act(() => {
      select.value = 'lowest';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    // The event's own render: the select keeps the shopper's choice; the URL (and with it the
    // cards) is not yet changed.
    expect(select.value).toBe('lowest');
    expect(testId('location')?.textContent).toBe('');

    await wait(400);
    expect(testId('location')?.textContent).toBe('?sort=lowest');
    expect(select.value).toBe('lowest');
    expect(firstCard()).toBe('3');
    expect(testId('product-grid')?.getAttribute('aria-busy')).toBe('false');
  });

  it('asks the default order by the recommendation, another sort without it (catalogue §7)', async () => {
    vi.mocked(fetchListingPage).mockClear();
    vi.mocked(fetchListingPage).mockImplementation(answerPages([1, 2, 3].map(sampleCard)));
    const recommendation = { strategy: 'sort-product-group', path: 'alpine-skiing' } as const;
    page = renderInPage(
      <ProductList
        request={{ source: 'ProductGroup', slug: 'alpine-skiing' }}
        language="en"
        recommendation={recommendation}
      />,
      { url: '/?sort=lowest' },
    );
    await wait(10);
    const lists = () => vi.mocked(fetchListingPage).mock.calls.map(([request]) => request.list);
    expect(lists()[0]).not.toHaveProperty('recommendation');
    const select = testId('sort-select') as HTMLSelectElement;
    act(() => {
      select.value = 'default';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await wait(400);
    expect(lists().at(-1)).toMatchObject({ recommendation });
    expect(lists().at(-1)).not.toHaveProperty('sortIds');
  });
});
