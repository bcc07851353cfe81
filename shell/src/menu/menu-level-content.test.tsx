// @vitest-environment jsdom

import { initReactI18next } from '@shop/shared-contracts/react-i18next';
import { QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../i18n/messages/en';
import { createTestQueryClient, failure, ok, stubFakeApi } from '../services/api-test-fixtures';
import { MenuLevelContent } from './menu-level-content';
import { TEST_GROUPS } from './menu-test-fixtures';
import { useMenuData } from './use-menu-data';

function TopMenu() {
  const data = useMenuData('en');
  return <MenuLevelContent level={{ kind: 'top' }} language="en" data={data} />;
}

let root: Root | undefined;

// Answers arrive on their own time, as in the browser: the test waits for what the shopper sees.
beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { shell: en } } });
});

afterEach(() => {
  root?.unmount();
  vi.unstubAllGlobals();
});

describe('mobile menu after a failed product-group fetch (platform §8)', () => {
  it('shows the failure with a retry, and the groups once the retry succeeds', async () => {
    const api = stubFakeApi({
      '/api/product-groups/': [failure(), failure(), ok({ productGroups: TEST_GROUPS })],
      '/api/resources/': [failure(404)],
    });
    const container = document.createElement('div');
    root = createRoot(container);
    root.render(
      <QueryClientProvider client={createTestQueryClient()}>
        <MemoryRouter>
          <TopMenu />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const alert = () => container.querySelector('[role="alert"]');
    await vi.waitFor(() => expect(alert()?.textContent).toContain(en['menu.groupsFailed']));

    alert()?.querySelector('button')?.click();
    await vi.waitFor(() => expect(container.textContent).toContain('Name of alpine-skiing'));
    expect(alert()).toBeNull();
    expect(api.callsTo('/api/product-groups/')).toBe(3);
  });
});
