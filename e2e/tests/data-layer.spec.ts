import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ShellPage } from '../support/shell-page';

/** Counts the api calls of one page load whose path starts with one of `paths`. */
function countApiCalls(page: Page, paths: readonly string[]) {
  const counts = new Map(paths.map((path) => [path, 0]));
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (counts.has(pathname)) counts.set(pathname, (counts.get(pathname) ?? 0) + 1);
  });
  return counts;
}

const SHARED = ['/api/resources/', '/api/product-groups/'] as const;

// Issue 7: what the shell loaded is read from the one QueryClient by the remotes, never fetched
// again on the same page. Rendered in the browser alone, where every read is the browser's (a
// server-rendered page brings what the server read: server-rendering.spec.ts).
test.use({ extraHTTPHeaders: { 'X-Shop-Render': 'client' } });

for (const [name, path, boundary] of [
  ['a product group page', '/en/alpine-skiing/', 'mf-catalog'],
  ['the stores page', '/en/stores/', 'mf-content'],
  ['the front page', '/en/', 'mf-content'],
] as const) {
  test(`${name} loads resources and product groups once each`, async ({ page }) => {
    const counts = countApiCalls(page, SHARED);
    const shell = new ShellPage(page);
    await shell.open(path);
    await expect(shell.boundary(boundary)).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(Object.fromEntries(counts)).toEqual({
      '/api/resources/': 1,
      '/api/product-groups/': 1,
    });
  });
}
