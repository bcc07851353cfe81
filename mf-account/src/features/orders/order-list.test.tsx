// @vitest-environment jsdom
import { type CustomerOrder, type PriceSummary, summaryAddsUp } from '@shop/shared-contracts';
import {
  commonMessages,
  orderStatusMessages,
  priceSummaryMessages,
} from '@shop/shared-contracts/react';
import { initReactI18next } from '@shop/shared-contracts/react-i18next';
import i18next from 'i18next';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accountOrdersMessages } from '../../lib/account-orders-messages';
import { OrderList } from './order-list';

/** The receipt an order keeps (decision 0023): a code, delivery to a place, a gift card. */
const RECEIPT: PriceSummary = {
  currency: 'EUR',
  lines: [
    {
      kind: 'product',
      name: 'Race Pro',
      detail: 'Musta, 170',
      amount: 2,
      unit: 10_000,
      regular_unit: null,
      total: 20_000,
    },
  ],
  lines_total: 20_000,
  discounts: [{ code: 'TALVI10', amount: 2_000 }],
  delivery: {
    state: 'chosen',
    slug: 'home-delivery',
    name: 'Kotiinkuljetus',
    place: 'Mannerheimintie 1, 00100 Helsinki',
    amount: 590,
  },
  gift_wrap: null,
  total: 18_590,
  gift_cards: [{ code: 'LAHJA-1', amount: 5_000 }],
  charged: 13_590,
  payment_method: 'Kortti',
};

const order = (orderNumber: string, overrides: Partial<CustomerOrder> = {}): CustomerOrder => ({
  orderNumber,
  createdAt: '2026-11-20T10:00:00.000Z',
  status: 'processing',
  paymentState: 'paid',
  outcome: 'ok',
  currencyCode: 'eur',
  currencyRate: 1,
  recipient: { firstName: 'Aino', lastName: 'Asiakas', postalCode: '00100', city: 'Helsinki' },
  deliveryMethod: { slug: 'home-delivery', name: 'Kotiinkuljetus' },
  payLaterProvider: null,
  lines: [
    {
      name: 'Race Pro',
      variant: 'Musta, 170',
      amount: 2,
      unitPrice: 10000,
      lineTotal: 20000,
      path: '/nordvik/alpine-skiing/skis/race-pro/',
    },
  ],
  linesTotal: 20000,
  deliveryTotal: 590,
  total: 20590,
  summary: RECEIPT,
  returnStatus: null,
  ...overrides,
});

let root: ReturnType<typeof createRoot> | undefined;

async function show(orders: CustomerOrder[], url = '/tili/') {
  const container = document.createElement('div');
  root = createRoot(container);
  await act(async () => {
    root?.render(
      <MemoryRouter initialEntries={[url]}>
        <OrderList orders={orders} language="fi" />
      </MemoryRouter>,
    );
  });
  return container;
}

const texts = (container: HTMLElement, testId: string) =>
  [...container.querySelectorAll(`[data-testid="${testId}"]`)].map((node) => node.textContent);

describe('OrderList', () => {
  beforeAll(async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    await i18next.use(initReactI18next).init({ lng: 'fi', fallbackLng: false, resources: {} });
    await Promise.all([
      accountOrdersMessages.load('fi'),
      commonMessages.load('fi'),
      orderStatusMessages.load('fi'),
      priceSummaryMessages.load('fi'),
    ]);
  });
  afterEach(() => act(() => root?.unmount()));

  it('lists the orders in the given order with number, status label and return status', async () => {
    const container = await show([
      order('1000102'),
      order('1000101', { status: 'shipped', returnStatus: 'fixing-return' }),
      order('1000103', { status: 'manual_cancellation', paymentState: 'cancelled' }),
    ]);
    expect(container.querySelector('[data-testid="account-orders-count"]')?.textContent).toBe(
      'Sinulla on 3 tilausta.',
    );
    expect(texts(container, 'account-order-number')).toEqual(['1000102', '1000101', '1000103']);
    expect(texts(container, 'account-order-status')).toEqual([
      'Käsittelyssä',
      'Lähetetty',
      'Peruutus käsittelyssä',
    ]);
    expect(texts(container, 'account-order-return')).toEqual([
      'Ei palautusta',
      'Korjattavana',
      'Ei palautusta',
    ]);
  });

  it('shows each order’s rows and totals in its detail, opened by the address’s anchor', async () => {
    const container = await show([order('1000102'), order('1000101')], '/tili/#order-1000101');
    const opened = [...container.querySelectorAll('details')].map((details) => details.open);
    expect(opened).toEqual([false, true]);
    const detail = container.querySelector('[data-order-number="1000101"]');
    const text = (testId: string) =>
      detail?.querySelector(`[data-testid="${testId}"]`)?.textContent ?? '';
    expect(summaryAddsUp(RECEIPT)).toBe(true);
    expect(text('summary-line')).toContain('Race Pro (Musta, 170)');
    expect(text('summary-discount')).toContain('TALVI10');
    expect(text('summary-delivery-place')).toContain('Mannerheimintie 1');
    expect(text('summary-gift-card')).toContain('LAHJA-1');
    expect(text('summary-total-amount')).toMatch(/185,90/);
    expect(text('summary-charged-amount')).toMatch(/135,90/);
    // The closed order's line shows the receipt's total too.
    expect(texts(container, 'account-order-total')[0]).toMatch(/185,90/);
  });

  it('says so when there are no orders', async () => {
    const container = await show([]);
    expect(container.querySelector('[data-testid="account-orders-empty"]')?.textContent).toBe(
      'Et ole vielä tilannut mitään.',
    );
  });
});
