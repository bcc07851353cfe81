import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { expect, test as setup } from '@playwright/test';
import { publishSecondVersion } from '../support/second-release';
import {
  DEFAULT_VERSION_SETS,
  parseVersionSets,
  type VersionSet,
  versionSetFiles,
} from '../support/version-sets';

const TOKEN = process.env.E2E_RELEASE_TOKEN ?? '';

interface Releases {
  readonly releases: readonly {
    remote: string;
    version: string;
    isActive: boolean;
    baseUrl: string | null;
  }[];
}

/**
 * A member's version: as given, or for `previous` the newest version of that remote published
 * to this shop's own origin that is not active; when the site has none (a fresh run), another
 * build of it is uploaded.
 */
async function resolveTarget(origin: string, remote: string, target: string): Promise<string> {
  if (target !== 'previous') return target;
  const response = await fetch(new URL('/api/releases/', origin), {
    headers: { 'x-release-token': TOKEN },
  });
  expect(response.ok, `GET /api/releases/ answered ${response.status}`).toBe(true);
  const { releases } = (await response.json()) as Releases;
  const inactive = releases.find(
    (release) => release.remote === remote && !release.isActive && release.baseUrl === null,
  );
  if (inactive) return inactive.version;
  const upload = await publishSecondVersion(origin, TOKEN, { remote });
  upload.remove();
  return upload.version;
}

/**
 * Issue 14 point 6: for each version set, signs its release override with the release token,
 * opens the override's link in a fresh browser context (as QA opens the CLI's link) and keeps
 * that context's cookies for the set's project.
 */
for (const set of parseVersionSets(process.env.E2E_VERSION_SETS ?? DEFAULT_VERSION_SETS)) {
  setup(`version set ${set.name}`, async ({ browser, baseURL }) => {
    const origin = baseURL ?? '';
    const remotes: Record<string, { version: string } | { manifestUrl: string }> = {};
    const resolved: VersionSet['members'][number][] = [];
    for (const { remote, target } of set.members) {
      const value = await resolveTarget(origin, remote, target);
      remotes[remote] = /^https?:\/\//.test(value) ? { manifestUrl: value } : { version: value };
      resolved.push({ remote, target: value });
    }
    const signed = await fetch(new URL('/api/releases/overrides/', origin), {
      method: 'POST',
      headers: { 'x-release-token': TOKEN, 'content-type': 'application/json' },
      body: JSON.stringify({ remotes, hours: 6 }),
    });
    expect(signed.ok, `POST /api/releases/overrides/ answered ${signed.status}`).toBe(true);
    const { link } = (await signed.json()) as { link: string };
    const context = await browser.newContext({ baseURL: origin });
    const page = await context.newPage();
    await page.goto(link);
    const registry = (await (await page.request.get('/remotes.json')).json()) as {
      override?: Record<string, string>;
    };
    expect(registry.override).toEqual(
      Object.fromEntries(resolved.map(({ remote, target }) => [remote, target])),
    );
    const files = versionSetFiles(origin, set.name);
    mkdirSync(dirname(files.storageState), { recursive: true });
    await context.storageState({ path: files.storageState });
    writeFileSync(files.resolved, JSON.stringify(resolved));
    await context.close();
  });
}
