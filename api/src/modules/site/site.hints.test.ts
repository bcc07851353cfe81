import { describe, expect, it } from 'vitest';
import type { ActiveRemote } from '../remotes/remotes.service.js';
import {
  buildPreloadHints,
  findOwningPage,
  findOwningRemote,
  leadImageHints,
} from './site.hints.js';

const catalog: ActiveRemote = {
  remote: 'mf-catalog',
  version: '1.0.0-abcdef12',
  baseUrl: '/remotes/mf-catalog/1.0.0-abcdef12/',
  published: true,
  manifestUrl: '/remotes/mf-catalog/1.0.0-abcdef12/mf-manifest.json',
  entryUrl: '/remotes/mf-catalog/1.0.0-abcdef12/remoteEntry.js',
};

describe('preload hints', () => {
  it('finds the remote that renders a path, language prefix included', () => {
    expect(findOwningRemote('/catalog/')).toBe('mf-catalog');
    expect(findOwningRemote('/fr/catalog')).toBe('mf-catalog');
    expect(findOwningRemote('/menu/')).toBeNull();
  });

  it('adds the entry of the owning remote after the registry, not its manifest', () => {
    const hints = buildPreloadHints('/catalog/', [catalog]);
    expect(hints).toBe(
      '<link rel="preload" href="/remotes.json" as="fetch" crossorigin>' +
        `<link rel="preload" href="${catalog.entryUrl}" as="script">`,
    );
  });

  it("adds a dev server's manifest, its entry being unknown to the api", () => {
    const devServer: ActiveRemote = {
      remote: 'mf-catalog',
      version: 'http://localhost:3001/mf-manifest.json',
      baseUrl: 'http://localhost:3001/',
      published: false,
      manifestUrl: 'http://localhost:3001/mf-manifest.json',
      entryUrl: null,
    };
    expect(buildPreloadHints('/catalog/', [devServer])).toBe(
      '<link rel="preload" href="/remotes.json" as="fetch" crossorigin>' +
        `<link rel="preload" href="${devServer.manifestUrl}" as="fetch" crossorigin>`,
    );
  });

  it('hints only the registry when the owner has no active release', () => {
    expect(buildPreloadHints('/checkout/', [catalog])).toBe(
      '<link rel="preload" href="/remotes.json" as="fetch" crossorigin>',
    );
  });

  it('hints the page of a dynamic route and no other remote (the cart badge loads on demand)', () => {
    const checkout: ActiveRemote = {
      remote: 'mf-checkout',
      version: '1.0.0-12345678',
      baseUrl: '/remotes/mf-checkout/1.0.0-12345678/',
      published: true,
      manifestUrl: '/remotes/mf-checkout/1.0.0-12345678/mf-manifest.json',
      entryUrl: '/remotes/mf-checkout/1.0.0-12345678/remoteEntry.js',
    };
    const content: ActiveRemote = {
      remote: 'mf-content',
      version: '1.0.0-87654321',
      baseUrl: '/remotes/mf-content/1.0.0-87654321/',
      published: true,
      manifestUrl: '/remotes/mf-content/1.0.0-87654321/mf-manifest.json',
      entryUrl: '/remotes/mf-content/1.0.0-87654321/remoteEntry.js',
    };
    const slugs = {
      staticPageSlugs: ['returns'],
      staticPageWithTabsSlugs: [],
      navigationSlugs: [],
      manufacturerSlugs: [],
    };
    const hints = buildPreloadHints('/sv/returns/', [catalog, checkout, content], slugs);
    expect(hints).toContain(content.entryUrl);
    expect(hints).not.toContain(checkout.entryUrl);
    expect(hints).not.toContain(catalog.entryUrl);
    expect(findOwningRemote('/no-such-page/', slugs)).toBeNull();
  });

  it("puts the page module's styles first and preloads its chunks", () => {
    expect(findOwningPage('/sv/catalog/')).toEqual({
      owner: 'mf-catalog',
      module: './CatalogPage',
    });
    const base = '/remotes/mf-catalog/1.0.0-abcdef12';
    const hints = buildPreloadHints('/catalog/', [catalog], null, {
      css: [`${base}/static/css/page.css`],
      js: [`${base}/static/js/page.js`],
    });
    expect(hints.startsWith(`<link rel="stylesheet" href="${base}/static/css/page.css">`)).toBe(
      true,
    );
    expect(
      hints.endsWith(`<link rel="preload" href="${base}/static/js/page.js" as="script">`),
    ).toBe(true);
  });

  it("copies the rendered page's high-priority picture preloads for the head", () => {
    const lead =
      '<link rel="preload" as="image" imageSrcSet="/media/a.webp?w=480 480w" imageSizes="50vw" fetchPriority="high"/>';
    const root = `<main>${lead}<link rel="preload" as="image" href="/media/logo.svg"/><img src="/media/a.webp"/></main>`;
    expect(leadImageHints(root)).toBe(lead);
    expect(leadImageHints('<main><p>No picture</p></main>')).toBe('');
    expect(leadImageHints(undefined)).toBe('');
  });
});
