// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HtmlContent } from './html-content.js';
import { sanitizeHtml } from './sanitize-html.js';
import type { Sanitize } from './sanitizer-loader.js';

// The browser's loader, observed: whether a render needed the sanitiser, and when it arrives.
const loader = vi.hoisted(() => ({
  loaded: undefined as Sanitize | undefined,
  loads: 0,
}));
vi.mock('#html/sanitizer-loader', () => ({
  loadedSanitizer: () => loader.loaded,
  loadSanitizer: async () => {
    loader.loads += 1;
    loader.loaded = sanitizeHtml;
    return sanitizeHtml;
  },
}));

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

function Location() {
  return <output>{useLocation().pathname}</output>;
}

function Page({ html }: { readonly html: string }) {
  return (
    <MemoryRouter initialEntries={['/en/']}>
      <HtmlContent html={html} as="section" className="pdp-description" />
      <Location />
    </MemoryRouter>
  );
}

async function render(html: string) {
  const container = document.body.appendChild(document.createElement('div'));
  await act(async () => createRoot(container).render(<Page html={html} />));
  return container;
}

beforeEach(() => {
  loader.loaded = undefined;
  loader.loads = 0;
});

describe('HtmlContent', () => {
  it('renders sanitised HTML as the element and with the class asked for', async () => {
    const container = await render('<p onclick="x()">Hi</p><script>x()</script>');
    const section = container.querySelector('section');
    await vi.waitFor(() => expect(section?.innerHTML).toBe('<p>Hi</p>'));
    expect(section?.className).toBe('shop-html pdp-description');
    expect(loader.loads).toBe(1);
  });

  it('opens the shop’s own links client-side', async () => {
    const host = window.location.host;
    const container = await render(`<a href="http://${host}/en/stores/">Stores</a>`);
    await vi.waitFor(() => expect(container.querySelector('a')).not.toBeNull());
    act(() => container.querySelector('a')?.click());
    expect(container.querySelector('output')?.textContent).toBe('/en/stores/');
  });

  it('adopts the server’s sanitised markup when hydrating, without loading the sanitiser', async () => {
    const html = '<p onclick="x()">From the server</p><img src="x" onerror="x()">';
    loader.loaded = sanitizeHtml;
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<Page html={html} />);
    expect(container.querySelector('section')?.innerHTML).toBe(
      '<p>From the server</p><img src="x">',
    );
    loader.loaded = undefined;
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Page html={html} />, { onRecoverableError: (e) => errors.push(e) });
    });
    expect(container.querySelector('section')?.innerHTML).toBe(
      '<p>From the server</p><img src="x">',
    );
    expect([errors, loader.loads]).toEqual([[], 0]);
  });
});
