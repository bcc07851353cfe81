import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import type { Page } from '@playwright/test';
import { PRODUCT_GROUP_PATH } from '../bench/bench-pages';
import { expect, test } from '../support/fixtures';
import { activeVersion } from '../support/release-page';
import { publishSecondVersion } from '../support/second-release';
import { ShellPage } from '../support/shell-page';

const TOKEN = process.env.E2E_RELEASE_TOKEN ?? '';

async function releaseApi(baseURL: string, path: string, body: object) {
  const response = await fetch(new URL(`/api/releases/${path}`, baseURL), {
    method: 'POST',
    headers: { 'x-release-token': TOKEN, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.ok, `POST /api/releases/${path} answered ${response.status}`).toBe(true);
  return response.json() as Promise<Record<string, unknown>>;
}

/** Opens the product group and answers every mf-catalog URL the page requested. */
async function openGroup(page: Page): Promise<string[]> {
  const requested: string[] = [];
  const listener = (request: { url(): string }) => {
    if (/mf-catalog|mf_catalog/.test(request.url())) requested.push(request.url());
  };
  page.on('request', listener);
  await new ShellPage(page).open(PRODUCT_GROUP_PATH);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  page.off('request', listener);
  return requested;
}

test('an override runs another mf-catalog version in one browser only; its banner resets it', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  if (!baseURL) throw new Error('the tests need a baseURL');
  const upload = await publishSecondVersion(baseURL, TOKEN);
  upload.remove();
  // The shared request context carries no override: it sees the live version.
  const live = (await activeVersion(request, 'mf-catalog')) ?? '';
  expect(upload.version).not.toBe(live);
  const { link } = await releaseApi(baseURL, 'overrides/', {
    remotes: { 'mf-catalog': { version: upload.version } },
  });

  // QA opens the link the CLI prints: this browser now runs the other version.
  await page.goto(String(link));
  const overridden = await openGroup(page);
  expect(overridden.some((url) => url.includes(`/mf-catalog/${upload.version}/`))).toBe(true);
  expect(overridden.filter((url) => url.includes(`/mf-catalog/${live}/`))).toEqual([]);
  const banner = page.getByTestId('release-override-banner');
  await expect(banner).toContainText(`mf-catalog ${upload.version}`);
  // The server's answer for this browser: rendered (cards in the markup) with the overriding
  // release's page module hinted, and none of the live one's.
  const served = await (await page.request.get(PRODUCT_GROUP_PATH)).text();
  expect(served).toContain('data-testid="product-card"');
  expect(served).toContain(`/remotes/mf-catalog/${upload.version}/`);
  expect(served).not.toContain(`/remotes/mf-catalog/${live}/`);

  // Another shopper's browser is unaffected.
  const other = await browser.newContext();
  try {
    const shopper = await other.newPage();
    const seen = await openGroup(shopper);
    expect(seen.some((url) => url.includes(`/mf-catalog/${live}/`))).toBe(true);
    expect(seen.filter((url) => url.includes(upload.version))).toEqual([]);
    await expect(shopper.getByTestId('release-override-banner')).toHaveCount(0);
  } finally {
    await other.close();
  }

  // One click ends it: the page loads again with the live version and no banner.
  const reloaded = page.waitForEvent('load');
  await banner.getByRole('button').click();
  await reloaded;
  await expect(banner).toHaveCount(0);
  const after = await openGroup(page);
  expect(after.some((url) => url.includes(`/mf-catalog/${live}/`))).toBe(true);
});

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
};

/**
 * A second origin standing in for a CDN: serves a release's dist (`dist()`, known once it is
 * built) under `/mf-catalog/<version>/` with the CORS header its chunks' fetches need (README
 * "Releasing a remote": what another origin must send).
 */
async function startOrigin(dist: () => string): Promise<{ server: Server; origin: string }> {
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://cdn').pathname;
    const file = normalize(path.split('/').slice(3).join('/'));
    try {
      if (file.startsWith('..')) throw new Error('outside the release');
      const body = await readFile(join(dist(), file));
      response.writeHead(200, {
        'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
        'access-control-allow-origin': '*',
        'cache-control': file === 'mf-manifest.json' ? 'no-cache' : 'max-age=31536000, immutable',
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the origin did not listen');
  return { server, origin: `http://127.0.0.1:${address.port}` };
}

test('a release served from another origin is what shoppers load once it is active', async ({
  page,
  request,
  baseURL,
}) => {
  if (!baseURL) throw new Error('the tests need a baseURL');
  // The shared request context carries no override: it sees the live version.
  const live = (await activeVersion(request, 'mf-catalog')) ?? '';
  const served = { dist: '' };
  const { server, origin } = await startOrigin(() => served.dist);
  try {
    // The build is uploaded to the shop (the gate, the server render) and served from the
    // other origin; its address is part of the release, so each origin gets its own version.
    const cdn = await publishSecondVersion(baseURL, TOKEN, {
      mark: `cdn-${new URL(origin).port}`,
      cliArgs: ['--base-url', `${origin}/mf-catalog/{version}/`],
    });
    served.dist = cdn.dist;
    await releaseApi(baseURL, 'activate/', { remote: 'mf-catalog', version: cdn.version });
    try {
      const requested = await openGroup(page);
      const fromOrigin = requested.filter((url) => url.startsWith(origin));
      expect(fromOrigin.some((url) => /\/static\/js\/mf_catalog\.\w+\.js$/.test(url))).toBe(true);
      expect(fromOrigin.length).toBeGreaterThan(2);
      expect(requested.filter((url) => url.includes('/remotes/mf-catalog/'))).toEqual([]);
    } finally {
      await releaseApi(baseURL, 'activate/', { remote: 'mf-catalog', version: live });
      cdn.remove();
    }
  } finally {
    server.close();
  }
});
