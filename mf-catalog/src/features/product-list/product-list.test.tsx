// @vitest-environment jsdom
import { ApiError } from '@shop/shared-contracts';
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
import { ProductList } from './product-list';

vi.mock('../../lib/fetch-listing-page', () => ({ fetchListingPage: vi.fn() }));

let page: ReturnType<typeof renderElement> | undefined;

async function render(isEmptyOnError: boolean) {
  page = renderInPage(
    <ProductList
      request={{ source: 'ProductGroup', slug: 'alpine-skiing/skis' }}
      language="en"
      isEmptyOnError={isEmptyOnError}
    />,
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  return page.container;
}

const testId = (container: HTMLElement, id: string) =>
  container.querySelector(`[data-testid="${id}"]`);

beforeAll(prepareTestPage);
afterEach(() => page?.unmount());

describe('ProductList (catalogue §7, §8)', () => {
  it('asks for the list in the page language and the market tax area', async () => {
    vi.mocked(fetchListingPage).mockImplementationOnce(answerPages([sampleCard(1), sampleCard(2)]));
    const container = await render(false);
    expect(vi.mocked(fetchListingPage).mock.lastCall?.[0]).toEqual({
      list: { source: 'ProductGroup', slug: 'alpine-skiing/skis', language: 'en', taxAreaId: 1 },
      filter: '',
      offset: 0,
      limit: 60,
      currency: { currencyCode: 'EUR', currencyRate: 1 },
    });
    expect(testId(container, 'product-count')?.textContent).toBe('2 products');
  });

  it('shows a failed list as an empty list on group pages', async () => {
    vi.mocked(fetchListingPage).mockRejectedValueOnce(new ApiError(502, 'bad gateway'));
    const container = await render(true);
    expect(testId(container, 'product-grid-empty')).not.toBeNull();
  });

  it('shows the failure elsewhere (the brand page)', async () => {
    vi.mocked(fetchListingPage).mockRejectedValueOnce(new ApiError(502, 'bad gateway'));
    const container = await render(false);
    expect(container.querySelector('[role="alert"]')).not.toBeNull();
    expect(testId(container, 'product-grid-empty')).toBeNull();
  });
});
