import {
  listingPage,
  type ProductCard,
  type ProductListPageRequest,
  type ProductListPageResponse,
  type ResourcesResponse,
  shopBus,
} from '@shop/shared-contracts';
import { commonMessages, sharedQueries } from '@shop/shared-contracts/react';
import { initReactI18next } from '@shop/shared-contracts/react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { catalogMessages } from '../messages/catalog-messages';

/**
 * For component tests only: the page-wide pieces the shell provides (i18next with the English
 * messages loaded, a Finnish euro market on the bus), so components render without suspending.
 */
export async function prepareTestPage(): Promise<void> {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({ lng: 'en', fallbackLng: 'en', resources: {} });
  }
  await Promise.all([catalogMessages.load('en'), commonMessages.load('en')]);
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
}

/** Renders `element` into a fresh container; `unmount` removes it again. */
export function renderElement(element: ReactNode): { container: HTMLElement; unmount: () => void } {
  const container = document.createElement('div');
  document.body.append(container);
  let root: Root | undefined;
  act(() => {
    root = createRoot(container);
    root.render(element);
  });
  return {
    container,
    unmount: () => {
      act(() => root?.unmount());
      container.remove();
    },
  };
}

/** A product card as the list call answers it. */
export const sampleCard = (id: number): ProductCard => ({
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
  properties: [],
});

/**
 * A query client for component tests: no retries, and the shop's resources already read (no
 * stores, groups or properties), as the shell has them before a page renders.
 */
export function testQueryClient(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sharedQueries.resources('en').queryKey, {
    stores: [],
    productGroups: [],
    propertyFilters: [],
  } as unknown as ResourcesResponse);
  return client;
}

/** Renders `element` as on a page: under a query client (a test one by default) at `url`. */
export function renderInPage(
  element: ReactNode,
  {
    url = '/',
    client = testQueryClient(),
  }: { readonly url?: string; readonly client?: QueryClient } = {},
) {
  return renderElement(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>{element}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/**
 * For tests of listings: answers a page request over `cards` by the same rules the api follows
 * (`listingPage`), so the grid's paging and filtering meet what the api does.
 */
export function answerPages(cards: readonly ProductCard[]) {
  return async (request: ProductListPageRequest): Promise<ProductListPageResponse> => {
    const page = listingPage(
      cards,
      {
        filter: request.filter ?? '',
        offset: request.offset ?? 0,
        limit: request.limit ?? 60,
        currency: request.currency ?? { currencyCode: 'EUR', currencyRate: 1 },
        properties: request.properties,
        sortIds: request.list.sortIds,
      },
      { language: 'en', isSearch: request.list.source === 'Search', labels: {} },
    );
    return {
      ...page,
      cards: [...page.cards],
      facets: page.facets && JSON.parse(JSON.stringify(page.facets)),
    };
  };
}
