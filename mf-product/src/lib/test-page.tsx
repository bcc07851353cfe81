import { shopBus } from '@shop/shared-contracts';
import { commonMessages, createShopQueryClient } from '@shop/shared-contracts/react';
import { initReactI18next } from '@shop/shared-contracts/react-i18next';
import { QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import { productMessages } from '../messages/product-messages';

/**
 * For component tests only: the page-wide pieces the shell provides (i18next with the English
 * messages loaded, a Finnish euro market on the bus, and the native dialog jsdom lacks).
 */
export async function prepareTestPage(): Promise<void> {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({ lng: 'en', fallbackLng: 'en', resources: {} });
  }
  await Promise.all([productMessages.load('en'), commonMessages.load('en')]);
  shopBus.emit('market:changed', {
    status: 'DONE',
    language: 'en',
    deliveryCountryCode: 'fi',
    deliveryCountryName: 'Finland',
    currencyCode: 'EUR',
    currencyRate: 1,
    taxAreaId: 1,
    isEuMember: true,
  });
  // jsdom has the element but not its modal methods; the browser's behave like this.
  const dialog = HTMLDialogElement.prototype;
  dialog.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  dialog.close ??= function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}

/** Shows where the router is, for tests that follow a navigation. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/**
 * Renders `element` in a router at `path` with a fresh query client; `unmount` removes it.
 * `location()` is the router's current path.
 */
export function renderPage(element: ReactNode, path = '/') {
  const container = document.createElement('div');
  document.body.append(container);
  let root: Root | undefined;
  act(() => {
    root = createRoot(container);
    root.render(
      <QueryClientProvider client={createShopQueryClient()}>
        <MemoryRouter initialEntries={[path]}>
          {element}
          <LocationProbe />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
  return {
    container,
    byTestId: (id: string) => container.querySelector<HTMLElement>(`[data-testid="${id}"]`),
    /** The element once it shows, settling meanwhile: for what lazily loaded code renders. */
    findByTestId: async (id: string) => {
      for (let attempt = 0; attempt < 100; attempt += 1) {
        const found = container.querySelector<HTMLElement>(`[data-testid="${id}"]`);
        if (found) return found;
        await settle();
      }
      throw new Error(`[data-testid="${id}"] did not show`);
    },
    location: () => container.querySelector('[data-testid="location"]')?.textContent ?? '',
    unmount: () => {
      act(() => root?.unmount());
      container.remove();
    },
  };
}

/** A click the way a browser sends it, inside `act`. */
export async function click(element: Element | null) {
  if (!element) throw new Error('nothing to click');
  await act(async () => {
    element.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  });
}

/** Types into a field the way a browser does, so React and the form see the change. */
export function typeInto(field: HTMLInputElement | null, value: string) {
  if (!field) throw new Error('no field to type into');
  const prototype = Object.getPrototypeOf(field) as object;
  act(() => {
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** Lets pending promises (mutations, the form's resolver) settle. */
export async function settle(ms = 20) {
  await act(() => new Promise((resolve) => setTimeout(resolve, ms)));
}

/** The api answering every call with `status` and the JSON `body`; the mock records the calls. */
export function answerApi(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
