import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { releaseDir } from '../remotes/remotes.publisher.js';
import type { ActiveRemote } from '../remotes/remotes.service.js';
import type { PageAssets, PageSource } from './site.hints.js';

/** The part of a Module Federation 2 manifest that lists an exposed module's files. */
const manifestSchema = z.object({
  exposes: z.array(
    z.object({
      path: z.string(),
      assets: z.object({
        js: z.object({ sync: z.array(z.string()) }),
        css: z.object({ sync: z.array(z.string()) }),
      }),
    }),
  ),
});

type Manifest = z.infer<typeof manifestSchema>;

const NO_ASSETS: PageAssets = { css: [], js: [] };

/**
 * The styles and scripts an exposed page module needs at once, from the manifest of the active
 * release (read once per release: releases are immutable).
 */
export function createPageAssets(dataDir: string) {
  const manifests = new Map<string, Promise<Manifest | null>>();

  function manifestOf(release: ActiveRemote): Promise<Manifest | null> {
    const file = path.join(
      releaseDir(dataDir, release.remote, release.version),
      'mf-manifest.json',
    );
    let manifest = manifests.get(file);
    if (!manifest) {
      manifest = readFile(file, 'utf8').then(
        (text) => manifestSchema.parse(JSON.parse(text)),
        () => null,
      );
      manifests.set(file, manifest);
    }
    return manifest;
  }

  return async function pageAssets(
    page: PageSource | null,
    active: readonly ActiveRemote[],
  ): Promise<PageAssets> {
    const release = page && active.find((candidate) => candidate.remote === page.owner);
    // A dev server's build (an override) has no manifest here to read.
    if (!page || !release?.published) return NO_ASSETS;
    const exposed = (await manifestOf(release))?.exposes.find(
      (entry) => entry.path === page.module,
    );
    if (!exposed) return NO_ASSETS;
    const url = (file: string) => `${release.baseUrl}${file.replace(/^\/+/, '')}`;
    return { css: exposed.assets.css.sync.map(url), js: exposed.assets.js.sync.map(url) };
  };
}
