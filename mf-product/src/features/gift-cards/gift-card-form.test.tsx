// @vitest-environment jsdom
import { type CartAddRequest, shopBus } from '@shop/shared-contracts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { click, prepareTestPage, renderPage, typeInto } from '../../lib/test-page';
import { GiftCardForm } from './gift-card-form';

let page: ReturnType<typeof renderPage> | undefined;
let stops: (() => void)[] = [];

beforeAll(prepareTestPage);
afterEach(() => {
  page?.unmount();
  for (const stop of stops) stop();
  stops = [];
});

function renderCard(needsRecipient: boolean) {
  page = renderPage(
    <GiftCardForm
      card={{ modelId: 2427, variantId: 9001, name: 'Gift card by post', image: null }}
      unitPrice={100}
      needsRecipient={needsRecipient}
      language="en"
    />,
  );
  return page;
}

function listenToCart() {
  const requests: CartAddRequest[] = [];
  stops.push(shopBus.on('cart:add-requested', (request) => requests.push(request)));
  return requests;
}

const addButton = () => page?.byTestId('gift-card-add') as HTMLButtonElement | null;

describe('the gift card add button (catalogue §5)', () => {
  it('adds one card of the chosen value with the recipient the card asks for', async () => {
    const requests = listenToCart();
    renderCard(true);
    expect(addButton()?.disabled).toBe(true);
    typeInto(page?.byTestId('gift-card-recipient') as HTMLInputElement, '  Aino  ');
    await click(
      page?.byTestId('gift-card-form-2427')?.querySelector('[aria-label="Increase value"]') ?? null,
    );
    await click(addButton());
    expect(requests).toEqual([
      {
        line: {
          variantId: 9001,
          modelId: 2427,
          amount: 1,
          giftCard: { valueEuros: 60, recipientName: 'Aino' },
        },
        openModal: true,
        display: { name: 'Gift card by post', variantText: '€60' },
      },
    ]);
  });

  it('sends no recipient for a card that does not ask for one', async () => {
    const requests = listenToCart();
    renderCard(false);
    await click(addButton());
    expect(requests[0]?.line.giftCard).toEqual({ valueEuros: 50 });
  });

  it('is disabled at 0 and off the steps of 10', () => {
    renderCard(false);
    typeInto(page?.byTestId('gift-card-amount') as HTMLInputElement, '0');
    expect(addButton()?.disabled).toBe(true);
    typeInto(page?.byTestId('gift-card-amount') as HTMLInputElement, '55');
    expect(addButton()?.disabled).toBe(true);
    typeInto(page?.byTestId('gift-card-amount') as HTMLInputElement, '70');
    expect(addButton()?.disabled).toBe(false);
  });

  it('says only one Vuota item is allowed when the cart refuses a second card', async () => {
    stops.push(
      shopBus.on('cart:add-requested', ({ line }) =>
        shopBus.emit('cart:add-refused', { reason: 'single-gift-card', variantId: line.variantId }),
      ),
    );
    renderCard(false);
    await click(addButton());
    expect(page?.byTestId('gift-card-refused')?.textContent).toBe(
      'Only a single Vuota-item is allowed per order.',
    );
  });
});
