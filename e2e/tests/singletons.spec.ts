import { expect, test } from '../support/fixtures';
import { ShellPage } from '../support/shell-page';

const SINGLETONS = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  '@shop/shared-contracts/router',
  'i18next',
  '@shop/shared-contracts/react-i18next',
  '@tanstack/react-query',
  '@shop/shared-contracts/bus',
  '@shop/shared-contracts/zod',
];

/**
 * Singletons the shell does not load at start (zod comes with the first form, decision 0013):
 * production remotes declare them with `import: false` and ship no copy, so the share scope may
 * name the remote that asked first while the code is the shell's.
 */
const HOST_ONLY = new Set(['@shop/shared-contracts/zod']);

/**
 * Compiled into each remote at the version it was built with, never shared (0006); RxJS is
 * compiled into the shared bus entry, its only user; React Router only through the contracts'
 * tree-shaken router entry.
 */
const COMPILED_IN = [
  '@shop/shared-contracts',
  '@shop/shared-contracts/react',
  'zod',
  'rxjs',
  'react-router',
  'react-i18next',
];

interface ShareEntry {
  readonly from: string;
  readonly loaded?: boolean;
}

interface FederationInstance {
  readonly name: string;
  readonly shareScopeMap: { default?: Record<string, Record<string, ShareEntry>> };
}

test('React, the router, the query client and the bus are each loaded once, from the shell', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await shell.open('/en/');
  // Visit a page of every remote so each has resolved its shared modules.
  for (const name of ['Products', 'Ski wizard', 'Complaints']) {
    await shell.nav(name).click();
    await expect(page.locator('main [data-boundary]')).toBeVisible();
  }
  await shell.cartLink().click();
  await expect(page.locator('main [data-boundary="mf-checkout"]')).toBeVisible();
  // A form brings the schema library (decision 0013): the login page's.
  await page.locator('header.shell-header a.shell-account').click();
  await expect(page.locator('main form')).toBeVisible();
  const federation = await page.evaluate(
    (names) => {
      const instances = (
        globalThis as unknown as { __FEDERATION__: { __INSTANCES__: FederationInstance[] } }
      ).__FEDERATION__.__INSTANCES__;
      const first = instances[0];
      return {
        instances: instances.map((instance) => instance.name),
        // Each remote carrying its own runtime would bring its own ModuleFederation class.
        oneRuntime: instances.every((instance) => instance.constructor === first?.constructor),
        loaded: Object.fromEntries(
          names.map((name) => [
            name,
            instances.flatMap((instance) =>
              Object.entries(instance.shareScopeMap.default?.[name] ?? {})
                .filter(([, entry]) => entry.loaded)
                .map(([version, entry]) => `${version} from ${entry.from}`),
            ),
          ]),
        ),
      };
    },
    [...SINGLETONS, ...COMPILED_IN],
  );

  expect(federation.instances[0]).toBe('shell');
  expect(federation.instances).toHaveLength(6);
  expect(federation.oneRuntime).toBe(true);
  for (const name of SINGLETONS) {
    const copies = new Set(federation.loaded[name]);
    expect([...copies], `${name}: loaded copies across every instance`).toHaveLength(1);
    if (!HOST_ONLY.has(name)) {
      expect([...copies][0], `${name}: provider`).toMatch(/ from shell$/);
    }
  }
  const registry = await (await page.request.get('/remotes.json')).json();
  for (const [remote, { version }] of Object.entries<{ version: string }>(registry.remotes)) {
    const entry = `/remotes/${remote}/${version}/mf-manifest.json`;
    const manifest = await (await page.request.get(entry)).json();
    for (const shared of manifest.shared as Array<{ name: string; assets: unknown }>) {
      if (!HOST_ONLY.has(shared.name)) continue;
      expect(shared.assets, `${entry} ships no copy of ${shared.name}`).toEqual({
        js: { sync: [], async: [] },
        css: { sync: [], async: [] },
      });
    }
  }
  for (const name of COMPILED_IN) {
    expect(federation.loaded[name], `${name} is compiled in, not shared`).toEqual([]);
  }
});
