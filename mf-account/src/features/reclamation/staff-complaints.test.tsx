// @vitest-environment jsdom
import type { ComplaintDetail, ComplaintStaffSummary } from '@shop/shared-contracts';
import { commonMessages, createShopQueryClient } from '@shop/shared-contracts/react';
import { initReactI18next } from '@shop/shared-contracts/react-i18next';
import { QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { writeSelectedCustomer } from '../staff-customer/selected-customer';
import { complaintMessages } from './messages';
import StaffComplaints from './staff-complaints';

const summary: ComplaintStaffSummary = {
  id: 7,
  number: 'R000007',
  status: 'received',
  manufacturer: 'Nordvik',
  model: 'Race Pro',
  createdAt: '2026-11-20T10:00:00.000Z',
  customerId: 3,
  customerName: 'Aino Asiakas',
  email: 'asiakas@example.com',
};
const detail: ComplaintDetail = {
  ...summary,
  phone: '0401234567',
  address: 'Katu 1',
  postNumber: '00100',
  city: 'Helsinki',
  salesChannel: 'S',
  store: 20,
  targetStore: null,
  orderNumber: 'S1001',
  receipt: '',
  timeOfPurchase: '2026-11-01',
  priceCents: 4990,
  used: true,
  color: 'Musta',
  size: '',
  noSize: true,
  complaint: 'Sauma ratkesi',
  rowId: 5,
  orderDate: '2026-11-01',
  unitDiscountCents: 0,
  calculatedDiscount: false,
  language: 'fi',
  photos: [{ id: 11, contentType: 'image/png', url: '/api/complaints/7/photos/11' }],
};

let root: Root | undefined;
let container: HTMLElement;

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

function answer(url: string): Response {
  if (url.startsWith('/api/complaints/?') || url === '/api/complaints/') {
    const customer = new URL(url, 'http://shop').searchParams.get('customer');
    return json({ complaints: customer === null || customer === '3' ? [summary] : [] });
  }
  if (url === '/api/complaints/7') return json(detail);
  if (url === '/api/complaints/7/photos/11') {
    return new Response(new Uint8Array([137, 80, 78, 71]), {
      headers: { 'content-type': 'image/png' },
    });
  }
  return new Response('{}', { status: 404 });
}

async function settle() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
}

/** Lets the queries answer until `found` finds something (at most two seconds). */
async function until<T>(found: () => T | null | undefined): Promise<T | null | undefined> {
  for (let wait = 0; wait < 100 && !found(); wait += 1) await settle();
  return found();
}

describe('StaffComplaints (platform §6 staff)', () => {
  beforeAll(async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    await i18next.use(initReactI18next).init({ lng: 'fi', fallbackLng: false, resources: {} });
    await Promise.all([complaintMessages.load('fi'), commonMessages.load('fi')]);
    // jsdom has no object URLs.
    URL.createObjectURL = () => 'blob:photo-11';
    URL.revokeObjectURL = () => undefined;
  });

  afterEach(() => {
    act(() => root?.unmount());
    container.remove();
    writeSelectedCustomer(null);
    vi.unstubAllGlobals();
  });

  async function render() {
    const fetch = vi.fn(async (input: RequestInfo | URL) => answer(String(input)));
    vi.stubGlobal('fetch', fetch);
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    await act(async () => {
      root?.render(
        <QueryClientProvider client={createShopQueryClient()}>
          <StaffComplaints language="fi" />
        </QueryClientProvider>,
      );
    });
    await until(() => container.querySelector('[data-testid="staff-complaint"]'));
    return fetch;
  }

  it('lists everyone’s complaints and opens one in place with its fields and photos', async () => {
    const fetch = await render();
    expect(container.textContent).toContain('Kaikkien asiakkaiden reklamaatiot');
    const items = container.querySelectorAll('[data-testid="staff-complaint"]');
    expect(items).toHaveLength(1);
    expect(items[0]?.textContent).toContain('Aino Asiakas (asiakas@example.com)');
    expect(items[0]?.textContent).toContain('Vastaanotettu');
    const toggle = container.querySelector('button[aria-expanded]') as HTMLButtonElement;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await act(async () => toggle.click());
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const fields = await until(() =>
      container.querySelector('[data-testid="staff-complaint-detail"]'),
    );
    expect(fields?.textContent).toContain('Sauma ratkesi');
    expect(fields?.textContent).toContain('S1001');
    expect(fields?.textContent).toContain('Tuotteella ei ole kokoa');
    const photo = await until(() => container.querySelector('img'));
    expect(photo?.getAttribute('src')).toBe('blob:photo-11');
    expect(fetch.mock.calls.map(([url]) => String(url))).toContain('/api/complaints/7/photos/11');
  });

  it('narrows to the selected customer’s complaints', async () => {
    const fetch = await render();
    await act(async () => writeSelectedCustomer({ id: 4, email: 'toinen@example.com' }));
    await until(() => container.textContent?.includes('Ei reklamaatioita.'));
    expect(fetch.mock.calls.map(([url]) => String(url))).toContain('/api/complaints/?customer=4');
    expect(container.textContent).toContain('Valitun asiakkaan toinen@example.com reklamaatiot.');
    expect(container.textContent).toContain('Ei reklamaatioita.');
  });
});
