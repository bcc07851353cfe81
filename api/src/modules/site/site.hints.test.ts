import { describe, expect, it } from 'vitest';
import type { ActiveRemote } from '../remotes/remotes.service.js';
import { buildPreloadHints, findOwningRemote } from './site.hints.js';

const catalog: ActiveRemote = {
  remote: 'mf-catalog',
  version: '1.0.0-abcdef12',
  manifestUrl: '/remotes/mf-catalog/1.0.0-abcdef12/mf-manifest.json',
  entryUrl: '/remotes/mf-catalog/1.0.0-abcdef12/remoteEntry.js',
};

describe('preload hints', () => {
  it('finds the remote that renders a path, language prefix included', () => {
    expect(findOwningRemote('/catalog/')).toBe('mf-catalog');
    expect(findOwningRemote('/fr/catalog')).toBe('mf-catalog');
    expect(findOwningRemote('/menu/')).toBeNull();
  });

  it('adds the manifest and entry of the owning remote after the registry', () => {
    const hints = buildPreloadHints('/catalog/', [catalog]);
    expect(hints).toBe(
      '<link rel="preload" href="/remotes.json" as="fetch" crossorigin>' +
        `<link rel="preload" href="${catalog.manifestUrl}" as="fetch" crossorigin>` +
        `<link rel="preload" href="${catalog.entryUrl}" as="script">`,
    );
  });

  it('hints only the registry when the owner has no active release', () => {
    expect(buildPreloadHints('/checkout/', [catalog])).toBe(
      '<link rel="preload" href="/remotes.json" as="fetch" crossorigin>',
    );
  });
});
