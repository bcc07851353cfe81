// @vitest-environment jsdom
import { type CartAddRequest, shopBus } from '@shop/shared-contracts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testModel, testVariant } from '../../lib/product-fixture';
import { click, prepareTestPage, renderPage } from '../../lib/test-page';
import { BuyBox } from './buy-box';
import type { Selection } from './variant-selection';

const m = testVariant(11, 'black', 'm');
const l = testVariant(12, 'black', 'l', { isOrderable: false, webQuantity: 0 });
const model = testModel([m, l], { id: 7, name: 'Storm Jacket' });

let page: ReturnType<typeof renderPage> | undefined;
let stops: (() => void)[] = [];

beforeAll(prepareTestPage);
afterEach(() => {
  page?.unmount();
  for (const stop of stops) stop();
  stops = [];
  delete (window as { dataLayer?: unknown[] }).dataLayer;
});

/** Records what reaches the cart's owner. */
function listenToCart() {
  const requests: CartAddRequest[] = [];
  stops.push(shopBus.on('cart:add-requested', (request) => requests.push(request)));
  return requests;
}

function renderBuyBox(selection: Selection, over = model) {
  page = renderPage(
    <BuyBox model={over} language="en" selection={selection} onChange={() => undefined} />,
  );
  return page;
}

const button = () => page?.byTestId('add-to-cart') as HTMLButtonElement | null;

describe('the product page add-to-cart button (catalogue §4)', () => {
  it('asks for the size and stays disabled until one is chosen', () => {
    renderBuyBox({ color: 'black', size: null, type: 'regular' });
    expect(button()?.textContent).toBe('Select Size');
    expect(button()?.disabled).toBe(true);
  });

  it('reads Out of stock and stays disabled for a variant that cannot be ordered', () => {
    renderBuyBox({ color: 'black', size: 'l', type: 'regular' });
    expect(button()?.textContent).toBe('Out of stock');
    expect(button()?.disabled).toBe(true);
  });

  it('adds one unit to the cart with the modal, and tells the data layer', async () => {
    const requests = listenToCart();
    renderBuyBox({ color: 'black', size: 'm', type: 'regular' });
    expect(button()?.textContent).toBe('Add to cart');
    await click(button());
    expect(requests).toEqual([
      {
        line: { variantId: 11, modelId: 7, amount: 1 },
        openModal: true,
        display: { name: 'Storm Jacket', variantText: 'Black, M' },
      },
    ]);
    expect((window as { dataLayer?: unknown[] }).dataLayer).toEqual([
      {
        event: 'addToCart',
        ecommerce: {
          currencyCode: 'EUR',
          add: {
            products: [
              {
                name: 'Storm Jacket',
                id: '7',
                price: 100,
                brand: 'Nordvik',
                category: 'Skis',
                quantity: 1,
              },
            ],
          },
        },
      },
    ]);
  });

  it('is disabled where the model is not shipped, saying so', () => {
    renderBuyBox(
      { color: 'black', size: 'm', type: 'regular' },
      { ...model, blockedDeliveryCountries: ['fi'] },
    );
    expect(button()?.disabled).toBe(true);
    expect(page?.byTestId('add-to-cart-blocked')?.textContent).toBe(
      'This product is not shipped to Finland',
    );
  });

  it('shows the owner’s refusal and sends no tracking for it', async () => {
    stops.push(
      shopBus.on('cart:add-requested', ({ line }) =>
        shopBus.emit('cart:add-refused', { reason: 'frozen', variantId: line.variantId }),
      ),
    );
    renderBuyBox({ color: 'black', size: 'm', type: 'regular' });
    await click(button());
    expect(page?.byTestId('add-to-cart-refused')?.textContent).toBe(
      'The amount of this product in your cart cannot be increased.',
    );
    expect((window as { dataLayer?: unknown[] }).dataLayer).toBeUndefined();
  });
});
