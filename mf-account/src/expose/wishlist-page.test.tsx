// @vitest-environment jsdom
import {
  ANONYMOUS_USER,
  type ProductCard,
  type ProductCardProps,
  provideExposedModuleLoader,
  shopBus,
} from '@shop/shared-contracts';
import { commonMessages, createShopQueryClient } from '@shop/shared-contracts/react';
import { initReactI18next } from '@shop/shared-contracts/react-i18next';
import { QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { accountOrdersMessages } from '../lib/account-orders-messages';
import { accountMessages } from '../lib/messages';
import WishlistPage from './wishlist-page';

const card = (id: number, name: string): ProductCard => ({
  id,
  slug: `model-${id}`,
  name,
  manufacturer: 'Nordvik',
  manufacturerSlug: 'nordvik',
  path: `/nordvik/alpine-skiing/skis/model-${id}/`,
  image: '/media/products/ski.webp',
  colors: [],
  price: { active: 7500, reference: null, club: null, type: 'normal', lowest30d: null },
  fromPrefix: false,
  showDiscountPercentage: false,
  shortDescription: '',
  rating: { average: 0, count: 0 },
  soldAmount: 0,
  published: '2026-10-01T00:00:00.000Z',
  sizes: [],
  stocks: [],
  productGroupIds: [],
  ribbons: [],
  genders: [],
  isSecondHand: false,
  isOutlet: false,
  properties: [],
});

describe('WishlistPage', () => {
  beforeAll(async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    await i18next.use(initReactI18next).init({ lng: 'en', fallbackLng: false, resources: {} });
    await Promise.all([
      accountMessages.load('en'),
      accountOrdersMessages.load('en'),
      commonMessages.load('en'),
    ]);
  });

  it('shows the saved models with mf-catalog’s product card, counted', async () => {
    shopBus.emit('auth:changed', {
      isLoading: false,
      user: { ...ANONYMOUS_USER, isAuthenticated: true, id: 7, wishlistModelIds: [12, 5] },
    });
    shopBus.emit('market:changed', {
      status: 'DONE',
      language: 'en',
      deliveryCountryCode: 'se',
      deliveryCountryName: 'Sweden',
      currencyCode: 'sek',
      currencyRate: 11,
      taxAreaId: 4,
      isEuMember: true,
    });
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) =>
      Response.json([card(12, 'Race Pro'), card(5, 'Tour Light')]),
    );
    vi.stubGlobal('fetch', fetch);
    const loader = vi.fn(async () => ({
      default: ({ card: shown }: ProductCardProps) => <p data-testid="card">{shown.name}</p>,
    }));
    provideExposedModuleLoader(loader);
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => {
      root.render(
        <QueryClientProvider client={createShopQueryClient()}>
          <MemoryRouter>
            <WishlistPage routeId="wishlist" params={{}} language="en" />
          </MemoryRouter>
        </QueryClientProvider>,
      );
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
      source: 'Models',
      ids: [12, 5],
      language: 'en',
      taxAreaId: 4,
    });
    expect(loader).toHaveBeenCalledWith('mf-catalog', './ProductCard');
    const names = [...container.querySelectorAll('[data-testid="card"]')].map((p) => p.textContent);
    expect(names).toEqual(['Race Pro', 'Tour Light']);
    expect(container.querySelector('[data-testid="wishlist-count"]')?.textContent).toBe(
      'You have 2 products on your wishlist.',
    );
    act(() => root.unmount());
    vi.unstubAllGlobals();
  });
  it('removes a model with its Remove button and shows the list the shell then has', async () => {
    const user = { ...ANONYMOUS_USER, isAuthenticated: true, id: 7, wishlistModelIds: [12, 5] };
    shopBus.emit('auth:changed', { isLoading: false, user });
    const fetch = vi.fn(async (url: string, _init?: RequestInit) =>
      url.includes('/api/customer/wishlist_toggle/')
        ? Response.json({ added: false, wishlist_model_ids: [5] })
        : Response.json([card(12, 'Race Pro'), card(5, 'Tour Light')]),
    );
    vi.stubGlobal('fetch', fetch);
    provideExposedModuleLoader(async () => ({
      default: ({ card: shown }: ProductCardProps) => <p data-testid="card">{shown.name}</p>,
    }));
    // What the shell does with the toggle's answer (shell/services/auth).
    const stop = shopBus.on('wishlist:changed', ({ modelIds }) =>
      shopBus.emit('auth:changed', {
        isLoading: false,
        user: { ...user, wishlistModelIds: [...modelIds] },
      }),
    );
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => {
      root.render(
        <QueryClientProvider client={createShopQueryClient()}>
          <MemoryRouter>
            <WishlistPage routeId="wishlist" params={{}} language="en" />
          </MemoryRouter>
        </QueryClientProvider>,
      );
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    const remove = container.querySelector<HTMLButtonElement>(
      '[data-model-id="12"] [data-testid="wishlist-remove"]',
    );
    expect(remove?.getAttribute('aria-label')).toBe('Remove Race Pro from your wishlist');
    await act(async () => remove?.click());
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    const toggle = fetch.mock.calls.find(([url]) => url.includes('wishlist_toggle'));
    expect(JSON.parse(String(toggle?.[1]?.body))).toEqual({ model_id: 12 });
    const names = [...container.querySelectorAll('[data-testid="card"]')].map((p) => p.textContent);
    expect(names).toEqual(['Tour Light']);
    stop();
    act(() => root.unmount());
    vi.unstubAllGlobals();
  });
});
