// @vitest-environment jsdom
import { type BundleOffer, type CartAddRequest, routeHref, shopBus } from '@shop/shared-contracts';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testModel, testVariant } from '../../lib/product-fixture';
import { click, prepareTestPage, renderPage } from '../../lib/test-page';
import { BundleOffers } from './bundle-offers';

const pants = {
  id: 50,
  slug: 'storm-pants',
  name: 'Storm Pants',
  manufacturer: 'Nordvik',
  image: null,
  path: '/nordvik/pants/storm-pants/',
  variants: [
    { variantId: 501, label: 'Black, M', price: 10000 },
    { variantId: 502, label: 'Black, L', price: 12000 },
  ],
};
const beanie = {
  ...pants,
  id: 60,
  slug: 'beanie',
  name: 'Beanie',
  variants: [{ variantId: 601, label: 'Grey', price: 3000 }],
};
const offer = (id: number, models: BundleOffer['models']): BundleOffer => ({
  id,
  name: `Offer ${id}`,
  description: 'Buy together',
  discountPercent: 10,
  models,
});

const jacket = testVariant(101, 'black', 'm');
const PAGE = '/nordvik/jackets/storm-jacket/';

let page: ReturnType<typeof renderPage> | undefined;
let stops: (() => void)[] = [];

beforeAll(prepareTestPage);
afterEach(() => {
  page?.unmount();
  for (const stop of stops) stop();
  stops = [];
  vi.useRealTimers();
});

function listenToCart() {
  const requests: CartAddRequest[] = [];
  stops.push(shopBus.on('cart:add-requested', (request) => requests.push(request)));
  return requests;
}

function renderOffers(offers: BundleOffer[], variants = [jacket]) {
  const model = testModel(variants, { id: 42, name: 'Storm Jacket', bundleOffers: offers });
  page = renderPage(<BundleOffers model={model} language="en" />, PAGE);
  return page;
}

describe('the Bundles section and bundle modal (catalogue §2, §4)', () => {
  it('adds a bundle with nothing to choose at once, opening the added-to-cart modal', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-01-01T00:00:00.700Z') });
    const requests = listenToCart();
    renderOffers([offer(1, [beanie])]);
    await click(page?.byTestId('bundle-choose') ?? null);
    expect(page?.byTestId('bundle-modal')).toBeNull();
    expect(requests).toEqual([
      {
        line: {
          variantId: 101,
          modelId: 42,
          amount: 1,
          uid: String(Math.floor(Date.parse('2026-01-01T00:00:00Z') / 1000)),
          bundleId: '42-101-601',
        },
        openModal: true,
        display: { name: 'Offer 1', variantText: 'Storm Jacket (Black, M) + Beanie (Grey)' },
      },
    ]);
    expect(page?.location()).toBe(PAGE);
  });

  it('lets the shopper choose, preselecting first variants, then goes to the checkout', async () => {
    const requests = listenToCart();
    renderOffers([offer(2, [pants, beanie])], [jacket, testVariant(102, 'black', 'l')]);
    await click(page?.byTestId('bundle-choose') ?? null);
    const modal = (await page?.findByTestId('bundle-modal')) as HTMLDialogElement | undefined;
    expect(modal?.open).toBe(true);
    const selects = [...(modal?.querySelectorAll('select') ?? [])];
    expect(selects.map((select) => select.value)).toEqual(['101', '501']);
    expect(selects[1]?.getAttribute('aria-label')).toBe('Variant of Storm Pants');
    expect(page?.byTestId('bundle-price')?.textContent).toBe('Bundle price €207');
    act(() => {
      const select = selects[1];
      if (!select) return;
      select.value = '502';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(page?.byTestId('bundle-price')?.textContent).toBe('Bundle price €225');
    await click(page?.byTestId('bundle-add') ?? null);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.line).toMatchObject({ variantId: 101, bundleId: '42-101-502-601' });
    expect(requests[0]?.openModal).toBe(false);
    expect(page?.location()).toBe(routeHref('checkout', 'en'));
    expect(page?.byTestId('bundle-modal')).toBeNull();
  });

  it('closes the modal on its close event (Escape) without adding', async () => {
    const requests = listenToCart();
    renderOffers([offer(3, [pants])]);
    await click(page?.byTestId('bundle-choose') ?? null);
    const modal = (await page?.findByTestId('bundle-modal')) as HTMLDialogElement | undefined;
    act(() => modal?.close());
    expect(page?.byTestId('bundle-modal')).toBeNull();
    expect(requests).toEqual([]);
  });

  it('offers nothing to press when the main product cannot be ordered', () => {
    renderOffers([offer(4, [pants])], [testVariant(103, 'black', 'm', { isOrderable: false })]);
    const choose = page?.byTestId('bundle-choose') as HTMLButtonElement | null;
    expect(choose?.disabled).toBe(true);
  });
});
