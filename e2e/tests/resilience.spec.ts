import { expect, test } from '../support/fixtures';
import { CatalogRemote, ContentRemote, ProductRemote } from '../support/remote-pages';
import { ShellPage } from '../support/shell-page';

// The federation runtime and the shell log a remote that cannot be loaded (platform §8); so
// do the cart badge and the front page's product cards (mf-catalog's), which fall back.
test.use({
  expectedConsoleErrors:
    /Failed to load script resources|^Remote mf-\w+ failed|^Exposed module (mf-checkout\/\.\/CartBadge|mf-catalog\/\.\/ProductCard) failed/,
});

// The remote's entry script (/remotes.json names it; the runtime reads no manifest).
const CATALOG_ENTRY = '**/remotes/mf-catalog/*/static/js/mf_catalog.*.js';

test('with one remote entry answering 503 the shop still works around it', async ({ page }) => {
  await page.route(CATALOG_ENTRY, (route) =>
    route.fulfill({ status: 503, body: 'Service Unavailable' }),
  );
  const shell = new ShellPage(page);
  await shell.open('/en/');
  await expect(new ContentRemote(page).homeCategories().first()).toBeVisible();
  // Without the catalogue's card a featured product is still a link to it.
  await page.getByTestId('home-featured-pending').scrollIntoViewIfNeeded();
  await expect(
    new ContentRemote(page).homeProducts().first().getByRole('link').first(),
  ).toHaveAttribute('href', /^\/en\/.+/);

  await shell.nav('Products').click();
  const fallback = shell.remoteFallback('mf-catalog');
  await expect(fallback).toContainText('This part of the shop could not be loaded right now.');
  await expect(shell.nav('Brands')).toBeVisible();

  await shell.nav('Ski wizard').click();
  await page.getByRole('link', { name: 'Nordic skiing' }).click();
  await expect(new ProductRemote(page).wizardSteps()).toHaveCount(3);

  await shell.nav('Brands').click();
  await expect(shell.remoteFallback('mf-catalog')).toBeVisible();

  // Once the remote is back, Try again loads it without a page reload.
  await page.unroute(CATALOG_ENTRY);
  await shell.markDocument();
  await fallback.getByRole('button', { name: 'Try again' }).click();
  await expect(new CatalogRemote(page).brands().first()).toBeVisible();
  await shell.expectSameDocument();
});

test('the fallback speaks the shopper’s language', async ({ page }) => {
  await page.route(CATALOG_ENTRY, (route) => route.fulfill({ status: 503 }));
  await new ShellPage(page).open('/sv/catalog/');
  await expect(page.locator('[data-remote-fallback="mf-catalog"]')).toContainText(
    'Den här delen av butiken kunde inte laddas just nu.',
  );
  await expect(page.getByRole('button', { name: 'Försök igen' })).toBeVisible();
});

test('the header keeps a plain cart link when mf-checkout cannot be loaded', async ({ page }) => {
  let entryAsked = false;
  await page.route('**/remotes/mf-checkout/*/static/js/mf_checkout.*.js', (route) => {
    entryAsked = true;
    return route.fulfill({ status: 503 });
  });
  // A stored cart: the page needs the cart's owner at once (decision 0010) and asks for it.
  await page.addInitScript(() => localStorage.setItem('cart', '{"lines":[]}'));
  const shell = new ShellPage(page);
  await shell.open('/en/');
  await expect.poll(() => entryAsked).toBe(true);
  await expect(page.getByTestId('cart-badge-fallback')).toHaveText('Shopping cart');
  await expect(new ContentRemote(page).homeCategories().first()).toBeVisible();
  await shell.nav('Products').click();
  await expect(new CatalogRemote(page).productGroups().first()).toBeVisible();
});
