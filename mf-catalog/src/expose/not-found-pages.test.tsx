// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareTestPage, renderElement } from '../lib/test-page';
import ManufacturerPage from './manufacturer-page';
import ProductGroupPage from './product-group-page';

let page: ReturnType<typeof renderElement> | undefined;

/** Renders a page whose api calls all answer `status` with `body`. */
async function renderAnswered(element: ReactNode, status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  page = renderElement(
    <QueryClientProvider client={client}>
      <MemoryRouter>{element}</MemoryRouter>
    </QueryClientProvider>,
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  return page.container.querySelector('[data-testid="catalog-not-found"] h1')?.textContent;
}

const groupPage = (
  <ProductGroupPage
    routeId="dynamic-product-group"
    params={{ '*': 'no-such/group' }}
    language="en"
  />
);
const brandPage = (
  <ManufacturerPage routeId="manufacturer" params={{ '*': 'nobody' }} language="en" />
);

beforeAll(prepareTestPage);
afterEach(() => {
  page?.unmount();
  vi.unstubAllGlobals();
});

describe('catalogue 404 pages (catalogue §8)', () => {
  it('shows Product group not found for an empty group answer', async () => {
    expect(await renderAnswered(groupPage, 200, [])).toBe('Product group not found.');
  });

  it('shows Product group not found when the group load fails', async () => {
    expect(await renderAnswered(groupPage, 500, { error: 'down' })).toBe(
      'Product group not found.',
    );
  });

  it('shows Manufacturer not found when the brand load fails', async () => {
    expect(await renderAnswered(brandPage, 404, { error: 'Manufacturer not found' })).toBe(
      'Manufacturer not found.',
    );
  });
});
