// @vitest-environment jsdom
import { ANONYMOUS_USER, type CardPrice, shopBus } from '@shop/shared-contracts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { prepareTestPage, renderElement } from '../../lib/test-page';
import type { CardMarket } from '../../lib/use-price-market';
import { CardPriceView } from './card-price';

const reduced: CardPrice = {
  active: 7500,
  reference: 10000,
  club: null,
  type: 'discount',
  lowest30d: 8000,
};
const market = (deliveryCountryCode: string): CardMarket => ({
  currencyCode: 'EUR',
  currencyRate: 1,
  language: 'en',
  deliveryCountryCode,
});

let page: ReturnType<typeof renderElement> | undefined;
const render = (price: CardPrice, deliveryCountryCode: string) => {
  page = renderElement(
    <CardPriceView price={price} fromPrefix={false} market={market(deliveryCountryCode)} />,
  );
  return page.container;
};

beforeAll(prepareTestPage);
afterEach(() => page?.unmount());

describe('the card price against the lowest 30-day price (catalogue §9)', () => {
  it('shows the lowest price of 30 days for delivery to Finland, as the product page does', () => {
    const container = render(reduced, 'fi');
    expect(container.querySelector('[data-testid="product-card-lowest30d"]')?.textContent).toBe(
      'Lowest price in 30 days €80',
    );
    expect(container.querySelector('s')).toBeNull();
  });

  it('strikes the regular price for other countries and where no lowest price is known', () => {
    expect(render(reduced, 'se').querySelector('s')?.textContent).toContain('€100');
    page?.unmount();
    const container = render({ ...reduced, lowest30d: null }, 'fi');
    expect(container.querySelector('[data-testid="product-card-lowest30d"]')).toBeNull();
    expect(container.querySelector('s')).not.toBeNull();
  });
});

describe('the club price on a card (catalogue §1, §4)', () => {
  const club: CardPrice = {
    active: 10000,
    reference: null,
    club: 8000,
    type: 'club',
    lowest30d: null,
  };
  const signIn = (isAuthenticated: boolean) =>
    shopBus.emit('auth:changed', {
      isLoading: false,
      user: { ...ANONYMOUS_USER, isAuthenticated, id: isAuthenticated ? 7 : null },
    });
  const text = (container: HTMLElement, testId: string) =>
    container.querySelector(`[data-testid="${testId}"]`)?.textContent ?? null;
  afterEach(() => signIn(false));

  it('is the price a logged-in member sees first, with the non-member price after it', () => {
    signIn(true);
    const container = render(club, 'fi');
    expect(text(container, 'product-card-price')).toBe('Club price €80');
    expect(text(container, 'product-card-non-member-price')).toBe('Non-member price €100');
    expect(text(container, 'product-card-club-price')).toBeNull();
  });

  it('is offered beside everyone’s price to a guest', () => {
    signIn(false);
    const container = render(club, 'fi');
    expect(text(container, 'product-card-price')).toBe('€100');
    expect(text(container, 'product-card-club-price')).toBe('Club price €80');
    expect(text(container, 'product-card-non-member-price')).toBeNull();
  });

  it('is not the price when it is not lower than what everyone pays', () => {
    signIn(true);
    const container = render({ ...club, club: 10000, type: 'normal' }, 'fi');
    expect(text(container, 'product-card-price')).toBe('€100');
  });
});
