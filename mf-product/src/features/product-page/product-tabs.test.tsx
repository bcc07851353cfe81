// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testModel, testVariant } from '../../lib/product-fixture';
import { click, prepareTestPage, renderPage, settle } from '../../lib/test-page';
import { ProductTabs } from './product-tabs';

/** When the reviews' module is first imported: it stands in for their code chunk. */
const reviewsModule = vi.hoisted(() => ({ importedAt: null as number | null }));
vi.mock('../reviews/product-reviews', () => {
  reviewsModule.importedAt = Date.now();
  return { ProductReviews: () => <section data-testid="product-reviews" /> };
});

const model = testModel([testVariant(31, 'green', 'm')], {
  id: 9,
  rating: { average: 4.5, count: 2 },
});

let page: ReturnType<typeof renderPage> | undefined;

beforeAll(prepareTestPage);
afterEach(() => {
  page?.unmount();
  vi.unstubAllGlobals();
});

describe('product tabs (catalogue §2; issue 9)', () => {
  it('loads the reviews’ code, and so their first page, only when their tab is first shown', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('[]', { headers: { 'content-type': 'application/json' } })),
    );
    page = renderPage(
      <ProductTabs
        model={model}
        language="en"
        selection={{ color: null, size: null, type: null }}
      />,
    );
    await settle();
    expect(page.byTestId('product-tab-reviews')).not.toBeNull();
    expect(reviewsModule.importedAt).toBeNull();

    await click(page.byTestId('product-tab-reviews'));
    expect(await page.findByTestId('product-reviews')).not.toBeNull();
    expect(reviewsModule.importedAt).not.toBeNull();
  });
});
