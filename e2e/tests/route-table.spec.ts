import {
  FIXED_ROUTES,
  type FixedRouteId,
  type Language,
  type RouteDefinition,
  routeHref,
} from '@shop/shared-contracts';
import { expect, test } from '../support/fixtures';
import { ShellPage } from '../support/shell-page';

/** Sample values for the path parameters of the §2 table; pages may say "not found" for them. */
const SAMPLE_PARAMS: Readonly<Record<string, string>> = {
  '*': 'sample',
  hash: 'sample-hash',
  token: 'sample-token',
  email: 'someone@example.com',
  campaignSlug: 'club-offers',
  provider: 'klarna',
  category: 'sample-category',
  post: 'sample-post',
  slug: 'sample',
  blogger: 'sample-blogger',
  store: 'tampere',
  sport: 'alpine',
};

const LANGUAGES_IN_TURN: readonly Language[] = ['fi', 'sv', 'en'];

function hrefOf(route: RouteDefinition, language: Language): string {
  const names = [...route.path.matchAll(/:(\w+)|(\*)/g)].map((match) => match[1] ?? '*');
  const params = Object.fromEntries(names.map((name) => [name, SAMPLE_PARAMS[name] ?? 'x']));
  return routeHref(route.id as FixedRouteId, language, params);
}

test.describe(() => {
  test.use({
    // The sample parameters name no real order, store, post…: those pages log the failed load.
    expectedConsoleErrors: /^(Loading .*|activate\|.*|stop-reminders\|.*) failed ApiError/,
  });

  // Platform §2: every fixed route renders its owner's page (never the 404), in the shopper's
  // language and its localised path. The languages take turns to keep the run short.
  test('every fixed route of the table reaches its owner', async ({ page }) => {
    test.setTimeout(180_000);
    const shell = new ShellPage(page);
    const routes = FIXED_ROUTES as readonly RouteDefinition[];
    for (const [index, route] of routes.entries()) {
      const language = LANGUAGES_IN_TURN[index % LANGUAGES_IN_TURN.length] as Language;
      const href = hrefOf(route, language);
      await test.step(`${route.id} at ${href}`, async () => {
        // Not `shell.open`: the rental booking's bare layout has no header to wait for.
        await page.goto(href);
        await expect(page.locator('main')).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        if (route.owner === 'shell') {
          await expect(page.locator('main')).not.toBeEmpty();
        } else {
          // Attached, not visible: a static page whose slug is unknown is empty (platform §8).
          await expect(shell.boundary(route.owner).first(), href).toBeAttached();
          await expect(shell.remoteFallback(route.owner)).toHaveCount(0);
        }
        await expect(
          page.getByText(/Page not found: |Sivua ei löytynyt: |Sidan hittades inte: /),
        ).toHaveCount(0);
      });
    }
  });
});

test('the rental booking sits in its own bare layout', async ({ page }) => {
  await new ShellPage(page).page.goto('/en/rental/rentle/');
  await expect(page.locator('[data-layout="rentle"]')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the shop' })).toBeVisible();
  await expect(page.locator('header.shell-header')).toHaveCount(0);
});

test('the style guide formats prices in the market currency', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.open('/sv/stilguide/?currency=sek&delivery_country=se');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stilguide');
  await expect(page.getByTestId('style-guide-prices')).toContainText('kr');
  await page.getByRole('button', { name: 'Visa en avisering' }).click();
  await expect(page.getByText('Så här ser en avisering ut.')).toBeVisible();
});
