// @vitest-environment jsdom
import {
  type CartAddRequest,
  type CompatibleProductsResponse,
  shopBus,
  type WizardProduct,
} from '@shop/shared-contracts';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { click, prepareTestPage, renderPage, settle } from '../../lib/test-page';
import { wizardMessages } from '../../messages/wizard/wizard-messages';
import { SkiWizard } from './ski-wizard';
import { selectionStorageKey } from './wizard-selection';

const INCOMPATIBLE = 'This product or size is incompatible with the selected products.';

function product(modelId: number, overrides: Partial<WizardProduct> = {}): WizardProduct {
  return {
    modelId,
    slug: `model-${modelId}`,
    name: `Model ${modelId}`,
    brand: 'Nordvik',
    image: '',
    path: `/nordvik/nordic-skiing/model-${modelId}/`,
    norm: 'nordic-classic',
    fits: ['nordic-classic', 'nordic-boot'],
    price: { active: 8_000, regular: 10_000 },
    hasPriceRange: false,
    variants: [
      {
        variantId: modelId * 10 + 1,
        label: 'One size',
        size: 'One size',
        isOrderable: true,
        price: { active: 8_000, regular: 10_000 },
      },
    ],
    conflicts: [],
    isCompatible: true,
    ...overrides,
  };
}

const classic = product(5);
const skate = product(6, {
  norm: 'nordic-skate',
  fits: ['nordic-skate'],
  price: { active: 9_000, regular: 9_000 },
  variants: [
    {
      variantId: 61,
      label: 'One size',
      size: 'One size',
      isOrderable: true,
      price: { active: 9_000, regular: 9_000 },
    },
  ],
  conflicts: ['skis'],
  isCompatible: false,
});

function answer(
  group: CompatibleProductsResponse['group'],
  products: WizardProduct[],
  selected: Partial<CompatibleProductsResponse['selected']> = {},
) {
  return {
    sport: 'nordic',
    group,
    products,
    count: products.length,
    compatibleCount: products.filter((item) => item.isCompatible).length,
    page: 1,
    maxPages: 1,
    selected: { skis: null, bindings: null, boots: null, ...selected },
  } satisfies CompatibleProductsResponse;
}

const storedSkis = {
  variantId: 11,
  modelId: 1,
  name: 'Classic Skis',
  brand: 'Nordvik',
  image: '',
  path: '/nordvik/nordic-skiing/classic-skis/',
  variantLabel: '200 cm',
  norm: 'nordic-classic',
  fits: [],
  price: { active: 30_000, regular: 30_000 },
};
/** The stored skis as the api knows them. */
const skisChoice = {
  variantId: 11,
  product: product(1, {
    name: 'Classic Skis',
    path: storedSkis.path,
    fits: [],
    price: storedSkis.price,
    variants: [
      {
        variantId: 11,
        label: '200 cm',
        size: '200 cm',
        isOrderable: true,
        price: storedSkis.price,
      },
    ],
  }),
};

/** The api: the wizard call answers `body`; the product groups name no wizard groups. */
function serve(body: (url: URL) => unknown) {
  const fetch = vi.fn(async (input: string) => {
    const url = new URL(input, 'http://shop.test');
    const json = url.pathname.startsWith('/api/compatible_products/')
      ? body(url)
      : { productGroups: [] };
    return new Response(JSON.stringify(json), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

let page: ReturnType<typeof renderPage> | undefined;
let stopListening: (() => void) | undefined;

beforeAll(async () => {
  await prepareTestPage();
  await wizardMessages.load('en');
});
afterEach(() => {
  page?.unmount();
  stopListening?.();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function products() {
  return [
    ...(page?.container.querySelectorAll<HTMLElement>('[data-testid="wizard-product"]') ?? []),
  ];
}

describe('the ski wizard (platform §3, §4, §5; catalogue §5)', () => {
  it('opens the step of the group query, sends only the chosen ids, and marks what does not fit', async () => {
    localStorage.setItem(selectionStorageKey('nordic'), JSON.stringify({ skis: storedSkis }));
    const fetch = serve(() => answer('bindings', [classic, skate], { skis: skisChoice }));
    page = renderPage(
      <SkiWizard sport="nordic" language="en" />,
      '/en/ski-wizard/nordic/?group=bindings',
    );
    await settle(50);
    const asked = fetch.mock.calls
      .map(([input]) => new URL(input, 'http://shop.test'))
      .filter((url) => url.pathname === '/api/compatible_products/');
    const last = asked[asked.length - 1];
    expect(last?.searchParams.get('group')).toBe('bindings');
    expect(last?.searchParams.get('sport')).toBe('nordic');
    expect(last?.searchParams.get('skis')).toBe('11');
    expect(last?.searchParams.has('bindings')).toBe(false);
    expect(last?.searchParams.has('boots')).toBe(false);

    const [fits, clashes] = products();
    expect(fits?.textContent).not.toContain(INCOMPATIBLE);
    expect(fits?.querySelector('[data-testid="wizard-price"]')?.textContent).toBe(
      '€80 Regular price €100',
    );
    expect(fits?.querySelector('s')?.textContent).toBe('€100');
    expect(clashes?.querySelector('[data-testid="wizard-incompatible"]')?.textContent).toBe(
      INCOMPATIBLE,
    );
    expect(clashes?.querySelector('[data-testid="wizard-price"]')?.textContent).toBe('€90');
    const blocked = clashes?.querySelector<HTMLButtonElement>('[data-testid="wizard-choose"]');
    expect(blocked?.disabled).toBe(true);
  });

  it('keeps a choice in the sport’s own storage and puts it in the cart', async () => {
    serve(() => answer('bindings', [classic]));
    page = renderPage(
      <SkiWizard sport="nordic" language="en" />,
      '/en/ski-wizard/nordic/?group=bindings',
    );
    await settle(50);
    await click(products()[0]?.querySelector('[data-testid="wizard-choose"]') ?? null);
    const stored = JSON.parse(localStorage.getItem(selectionStorageKey('nordic')) ?? '{}');
    expect(stored.bindings).toMatchObject({ variantId: 51, modelId: 5, name: 'Model 5' });
    expect(localStorage.getItem(selectionStorageKey('alpine'))).toBeNull();
    const chosen = page.byTestId('wizard-chosen');
    expect(chosen?.dataset.step).toBe('bindings');
    expect(page.byTestId('wizard-next')?.textContent).toBe('Next: Boots');

    const requests: CartAddRequest[] = [];
    stopListening = shopBus.on('cart:add-requested', (request) => requests.push(request));
    await click(chosen?.querySelector('[data-testid="wizard-add-to-cart"]') ?? null);
    expect(requests).toEqual([
      {
        line: { variantId: 51, modelId: 5, amount: 1 },
        openModal: true,
        display: { name: 'Model 5', variantText: 'One size' },
      },
    ]);
  });

  it('lets a size be chosen and keeps that size', async () => {
    const skis = product(7, {
      variants: [
        {
          variantId: 71,
          label: '190 cm',
          size: '190 cm',
          isOrderable: true,
          price: { active: 20_000, regular: 20_000 },
        },
        {
          variantId: 72,
          label: '200 cm',
          size: '200 cm',
          isOrderable: true,
          price: { active: 21_000, regular: 21_000 },
        },
      ],
    });
    serve(() => answer('skis', [skis]));
    page = renderPage(<SkiWizard sport="nordic" language="en" />, '/en/ski-wizard/nordic/');
    await settle(50);
    const item = products()[0];
    const select = item?.querySelector<HTMLSelectElement>('[data-testid="wizard-size"]');
    act(() => {
      if (!select) return;
      select.value = '72';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(item?.querySelector('[data-testid="wizard-price"]')?.textContent).toBe('€210');
    await click(item?.querySelector('[data-testid="wizard-choose"]') ?? null);
    const stored = JSON.parse(localStorage.getItem(selectionStorageKey('nordic')) ?? '{}');
    expect(stored.skis).toMatchObject({ variantId: 72, variantLabel: '200 cm' });
    expect(page.byTestId('wizard-step-choice')?.textContent).toBe('Model 7');
  });
});
