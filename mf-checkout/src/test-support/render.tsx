import { createShopQueryClient, type MessageNamespace } from '@shop/shared-contracts/react';
import { initReactI18next } from '@shop/shared-contracts/react-i18next';
import { QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { act, type ReactNode, Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';

/** A jsdom page with what the shell gives a remote: i18next, a QueryClient and a router. */
export interface RenderedPage {
  readonly container: HTMLElement;
  text(selector: string): string | undefined;
  unmount(): void;
}

/**
 * Renders `ui` in English with the namespaces it uses already loaded: the suspension while a
 * language loads is `useMessages`' business, tested in shared-contracts.
 */
export async function render(
  ui: ReactNode,
  messages: readonly MessageNamespace[] = [],
): Promise<RenderedPage> {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({ lng: 'en', resources: {}, fallbackLng: 'en' });
  }
  await Promise.all(messages.map((namespace) => namespace.load('en')));
  const container = document.createElement('div');
  document.body.append(container);
  const root: Root = createRoot(container);
  await act(async () => {
    root.render(
      <QueryClientProvider client={createShopQueryClient()}>
        <MemoryRouter>
          <Suspense fallback={null}>{ui}</Suspense>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
  return {
    container,
    text: (selector) => container.querySelector(selector)?.textContent ?? undefined,
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}

/** A JSON answer of the api, as `fetch` resolves it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
