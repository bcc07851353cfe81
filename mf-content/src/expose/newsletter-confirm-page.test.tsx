// @vitest-environment jsdom
import type { PageProps } from '@shop/shared-contracts';
import { createShopQueryClient } from '@shop/shared-contracts/react';
import { initReactI18next } from '@shop/shared-contracts/react-i18next';
import { QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { act, Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { waitFor } from '../lib/wait-for';
import NewsletterConfirmPage from './newsletter-confirm-page';

let root: Root | undefined;
let container: HTMLElement;

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  await i18next.use(initReactI18next).init({ lng: 'fi', fallbackLng: false, resources: {} });
});

afterEach(() => {
  act(() => root?.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

/** The page for the link `/uutiskirje/vahvista/{hash}/`, its button once it shows. */
async function render(answer: Response) {
  const fetch = vi.fn(async () => answer);
  vi.stubGlobal('fetch', fetch);
  const props = { params: { hash: 'a'.repeat(43) }, language: 'fi' } as unknown as PageProps;
  container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  await act(async () => {
    root?.render(
      <QueryClientProvider client={createShopQueryClient()}>
        <Suspense fallback={null}>
          <NewsletterConfirmPage {...props} />
        </Suspense>
      </QueryClientProvider>,
    );
  });
  const button = await waitFor(() =>
    container.querySelector<HTMLButtonElement>('[data-testid="newsletter-confirm"]'),
  );
  return { button, fetch };
}

describe('NewsletterConfirmPage (double opt-in)', () => {
  it('confirms with the button, not by being opened, and names the list', async () => {
    const { button, fetch } = await render(
      Response.json({ status: 'confirmed', list: 'forest' }, { status: 200 }),
    );
    expect(fetch).not.toHaveBeenCalled();
    await act(async () => button.click());
    const done = await waitFor(() =>
      container.querySelector('[data-testid="newsletter-confirmed"]'),
    );
    expect(done.textContent).toBe('Tilaus on vahvistettu: Metsäuutiskirje. Kiitos!');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/newsletter-subscription/confirm/');
    expect(JSON.parse(String(init.body))).toEqual({ token: 'a'.repeat(43) });
  });

  it('says when the link was used or has expired', async () => {
    const notFound = await render(
      Response.json(
        { statusCode: 404, error: 'Not Found', message: 'Link not found.', code: 'LINK_NOT_FOUND' },
        { status: 404 },
      ),
    );
    await act(async () => notFound.button.click());
    const used = await waitFor(() =>
      container.querySelector('[data-testid="newsletter-confirm-failed"]'),
    );
    expect(used.textContent).toBe('Linkki ei ole voimassa tai sitä on jo käytetty.');
    act(() => root?.unmount());
    container.remove();

    const expired = await render(
      Response.json(
        { statusCode: 410, error: 'Gone', message: 'Request expired.', code: 'REQUEST_EXPIRED' },
        { status: 410 },
      ),
    );
    await act(async () => expired.button.click());
    const old = await waitFor(() =>
      container.querySelector('[data-testid="newsletter-confirm-failed"]'),
    );
    expect(old.textContent).toBe(
      'Linkki on vanhentunut. Tilaa uutiskirje uudelleen, niin saat uuden linkin.',
    );
  });
});
