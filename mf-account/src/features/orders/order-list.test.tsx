// @vitest-environment jsdom
import { type CustomerOrder, emptyPriceSummary } from '@shop/shared-contracts';
import { commonMessages, orderStatusMessages } from '@shop/shared-contracts/react';
import { initReactI18next } from '@shop/shared-contracts/react-i18next';
import i18next from 'i18next';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accountOrdersMessages } from '../../lib/account-orders-messages';
import { OrderList } from './order-list';

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
  summary: emptyPriceSummary('EUR'),
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
    expect(detail?.querySelector('[data-testid="account-order-line"]')?.textContent).toContain(
      'Race Pro (Musta, 170)',
    );
    expect(detail?.querySelector('[data-testid="account-order-total"]')?.textContent).toMatch(
      /205,90/,
    );
    expect(detail?.querySelector('a')?.getAttribute('href')).toContain('race-pro');
  });

  it('says so when there are no orders', async () => {
    const container = await show([]);
    expect(container.querySelector('[data-testid="account-orders-empty"]')?.textContent).toBe(
      'Et ole vielä tilannut mitään.',
    );
  });
});
