// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { type PageMeta, provideRenderHead, type RenderHead } from '../runtime/page-cells.js';
import { usePageMeta } from './use-page-meta.js';

function Page({ meta }: { readonly meta: PageMeta | undefined }) {
  usePageMeta(meta);
  return null;
}

const attribute = (selector: string, name: string) =>
  document.head.querySelector(selector)?.getAttribute(name) ?? undefined;

afterEach(() => {
  provideRenderHead(() => null);
  document.head.innerHTML = '';
});

describe('usePageMeta', () => {
  it('keeps one canonical link, share picture and robots element with the page shown', async () => {
    // The server's elements are taken over, not doubled.
    document.head.innerHTML =
      '<link rel="canonical" href="https://shop.test/old/"><meta name="robots" content="noindex">';
    const root = createRoot(document.createElement('div'));
    await act(async () =>
      root.render(
        <Page
          meta={{
            canonical: 'https://shop.test/a/',
            shareImage: 'https://shop.test/a.webp?w=1200&h=630',
            noindex: true,
          }}
        />,
      ),
    );
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(attribute('link[rel="canonical"]', 'href')).toBe('https://shop.test/a/');
    expect(attribute('meta[property="og:url"]', 'content')).toBe('https://shop.test/a/');
    expect(attribute('meta[property="og:image"]', 'content')).toBe(
      'https://shop.test/a.webp?w=1200&h=630',
    );
    expect(attribute('meta[name="robots"]', 'content')).toBe('noindex');

    await act(async () => root.render(<Page meta={{ canonical: 'https://shop.test/b/' }} />));
    expect(attribute('link[rel="canonical"]', 'href')).toBe('https://shop.test/b/');
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();

    // The next page is not kept out of search, nor given this one's address.
    root.unmount();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it("takes over the server's elements of the same values without touching the head", async () => {
    document.head.innerHTML =
      '<link rel="canonical" href="https://shop.test/a/">' +
      '<meta property="og:url" content="https://shop.test/a/">' +
      '<meta name="robots" content="noindex">';
    const served = [...document.head.children];
    const root = createRoot(document.createElement('div'));
    await act(async () =>
      root.render(<Page meta={{ canonical: 'https://shop.test/a/', noindex: true }} />),
    );
    // The very same elements (`toEqual` would take equal copies).
    const now = [...document.head.children];
    expect(now).toHaveLength(served.length);
    expect(now.every((element, index) => element === served[index])).toBe(true);
    // They are the page's now: it takes them when it leaves.
    root.unmount();
    expect(document.head.children).toHaveLength(0);
  });

  it("tells the server render's head while rendering", () => {
    const head: RenderHead = {};
    provideRenderHead(() => head);
    renderToString(<Page meta={{ canonical: 'https://shop.test/a/', noindex: true }} />);
    expect(head.meta).toEqual({ canonical: 'https://shop.test/a/', noindex: true });
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });
});
