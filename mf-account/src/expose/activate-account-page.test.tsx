// @vitest-environment jsdom
import { commonMessages, createShopQueryClient } from '@shop/shared-contracts/react';
import { initReactI18next } from '@shop/shared-contracts/react-i18next';
import { QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { act, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { accountMessages } from '../lib/messages';
import ActivateAccountPage from './activate-account-page';

describe('ActivateAccountPage', () => {
  beforeAll(async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    await i18next.use(initReactI18next).init({ lng: 'fi', fallbackLng: false, resources: {} });
    await Promise.all([accountMessages.load('fi'), commonMessages.load('fi')]);
  });

  it('spends the single-use link once, even under StrictMode’s double effects', async () => {
    const fetch = vi.fn(async () =>
      Response.json({ status: 'activated', email: 'asiakas@example.com' }),
    );
    vi.stubGlobal('fetch', fetch);
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => {
      root.render(
        <StrictMode>
          <QueryClientProvider client={createShopQueryClient()}>
            <MemoryRouter>
              <ActivateAccountPage
                routeId="activate"
                params={{ hash: 'x'.repeat(43) }}
                language="fi"
              />
            </MemoryRouter>
          </QueryClientProvider>
        </StrictMode>,
      );
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(fetch).toHaveBeenCalledOnce();
    expect(container.querySelector('[data-testid="activation-activated"]')?.textContent).toBe(
      'Tilisi asiakas@example.com on nyt aktiivinen. Tervetuloa kerhoon!',
    );
    act(() => root.unmount());
    vi.unstubAllGlobals();
  });
});
