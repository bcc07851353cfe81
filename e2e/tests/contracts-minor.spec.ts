import { buildMinorRemote, startSite } from '../support/contracts-minor-site';
import { expect, test } from '../support/fixtures';

const PORT = Number(process.env.E2E_MINOR_PORT ?? 8183);
const ORIGIN = `http://127.0.0.1:${PORT}`;

interface Registry {
  readonly remotes: Record<string, { readonly version: string }>;
}

// Issue 7 and docs/decisions/0006: a remote built against a newer contracts minor runs beside
// the shell and remotes built against the current one, with its own schemas and no
// singleton-version warning (the fixture fails the test on one).
test.describe('a remote built against the next contracts minor', () => {
  let stopSite: () => void = () => undefined;
  let removeBuild: () => void = () => undefined;
  let contractsVersion = '';

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    const built = buildMinorRemote();
    contractsVersion = built.contractsVersion;
    removeBuild = built.remove;
    stopSite = await startSite(built.root, PORT);
  });

  test.afterAll(() => {
    stopSite();
    removeBuild();
  });

  test('loads beside the old shell and shows the new optional field', async ({ page, request }) => {
    const registry = (await (await request.get(`${ORIGIN}/remotes.json`)).json()) as Registry;
    // The registry names the entry script; the release's manifest sits beside it.
    const version = registry.remotes['mf-content']?.version ?? '';
    const manifest = (await (
      await request.get(`${ORIGIN}/remotes/mf-content/${version}/mf-manifest.json`)
    ).json()) as { metaData: { contractsVersion?: string } };
    expect(manifest.metaData.contractsVersion).toBe(contractsVersion);

    // The api of this version does not send the new field; the page works without it, and
    // shows it once an answer carries it.
    await page.route('**/api/static-page/?*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...body, lead: 'Read this first.' } });
    });
    // Rendered in the browser: the page's read is the browser's, which the route above amends.
    await page.setExtraHTTPHeaders({ 'X-Shop-Render': 'client' });
    await page.goto(`${ORIGIN}/en/page/returns/`);
    await expect(page.getByTestId('static-page').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('static-page-lead')).toHaveText('Read this first.');
    // The shell (current contracts) still works around it: its header and menu data.
    await expect(page.locator('header')).toBeVisible();
  });

  test("renders on the server with the old shell's server build", async ({ request }) => {
    const html = await (await request.get(`${ORIGIN}/en/page/returns/`)).text();
    expect(html).toContain('data-server-rendered');
    expect(html).toMatch(/data-testid="static-page"[\s\S]*<h1/);
  });
});
