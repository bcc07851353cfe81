import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { activeVersion } from '../support/release-page';
import { publishSecondVersion } from '../support/second-release';

// The server renders each remote's texts at the version the registry names for the request
// (decision 0012 addendum): activation, rollback and a browser's override change the next
// server-rendered page, as they change the browser's code.

const TOKEN = process.env.E2E_RELEASE_TOKEN ?? '';
const LIVE_TITLE = 'All products';
const CHANGED_TITLE = 'Every product we sell';
const CATALOG_PATH = '/en/catalog/';

/** Changes the English catalogue title in every script of a dist, the server build's too. */
function changeTitle(dist: string) {
  const files = readdirSync(dist, { recursive: true, encoding: 'utf8' });
  for (const file of files.filter((name) => /\.(c?js)$/.test(name))) {
    const path = join(dist, file);
    const code = readFileSync(path, 'utf8');
    if (!code.includes(LIVE_TITLE)) continue;
    const changed = code.replaceAll(LIVE_TITLE, CHANGED_TITLE);
    writeFileSync(path, changed);
    // The precompressed copy browsers are served, if the build wrote one.
    if (files.includes(`${file}.br`)) writeFileSync(`${path}.br`, brotliCompressSync(changed));
  }
}

async function releaseApi(baseURL: string, path: string, body: object) {
  const response = await fetch(new URL(`/api/releases/${path}`, baseURL), {
    method: 'POST',
    headers: { 'x-release-token': TOKEN, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.ok, `POST /api/releases/${path}: ${await response.clone().text()}`).toBe(true);
  return response.json() as Promise<Record<string, unknown>>;
}

/** The heading the server rendered on the catalogue page for this request context. */
async function servedHeading(request: APIRequestContext): Promise<string> {
  const response = await request.get(CATALOG_PATH, { headers: { accept: 'text/html' } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  const heading = /<h1[^>]*>([^<]*)<\/h1>/.exec(html.slice(html.indexOf('id="root"')))?.[1];
  if (heading === undefined) throw new Error(`no heading in the server's page:\n${html}`);
  return heading;
}

test('the server renders the texts of the active version, a rolled-back one and an override', async ({
  browser,
  request,
  baseURL,
}) => {
  if (!baseURL) throw new Error('the tests need a baseURL');
  const live = await activeVersion(request, 'mf-catalog');
  const upload = await publishSecondVersion(baseURL, TOKEN, {
    mark: 'changed-title',
    change: changeTitle,
  });
  upload.remove();
  expect(upload.version).not.toBe(live);
  // The live version's modules (and messages) are loaded before the activation.
  expect(await servedHeading(request)).toBe(LIVE_TITLE);

  await releaseApi(baseURL, 'activate/', { remote: 'mf-catalog', version: upload.version });
  try {
    expect(await servedHeading(request)).toBe(CHANGED_TITLE);
  } finally {
    await releaseApi(baseURL, 'rollback/', { remote: 'mf-catalog' });
  }
  expect(await activeVersion(request, 'mf-catalog')).toBe(live);
  expect(await servedHeading(request)).toBe(LIVE_TITLE);

  // Through an override, for that browser only; the page it hydrates shows the same text.
  const { link } = await releaseApi(baseURL, 'overrides/', {
    remotes: { 'mf-catalog': { version: upload.version } },
  });
  const qa = await browser.newContext();
  const shopper = await browser.newContext();
  try {
    const page = await qa.newPage();
    await page.goto(String(link));
    expect(await servedHeading(page.request)).toBe(CHANGED_TITLE);
    expect(await servedHeading(shopper.request)).toBe(LIVE_TITLE);
    expect(await servedHeading(request)).toBe(LIVE_TITLE);
    await page.goto(CATALOG_PATH);
    await expect(page.locator('html[data-shop-interactive]')).toBeAttached();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(CHANGED_TITLE);
  } finally {
    await qa.close();
    await shopper.close();
  }
});
