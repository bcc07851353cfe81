import { expect, test } from '../support/fixtures';
import { CatalogRemote } from '../support/remote-pages';
import { ShellPage } from '../support/shell-page';

test('Finnish routes are unprefixed and localised', async ({ page }) => {
  await new ShellPage(page).open('/tuotteet/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kaikki tuotteet');
  await expect(new CatalogRemote(page).productGroups().first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
});

test('Swedish routes are prefixed, localised, and link in Swedish', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.open('/sv/');
  await page.getByRole('link', { name: 'Produkter' }).click();
  await expect(page).toHaveURL(/\/sv\/produkter\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alla produkter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
});

test('the canonical English path works, and the language switcher keeps the page', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await shell.open('/sv/produkter/');
  await shell.markDocument();
  await page.getByRole('link', { name: 'EN', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/catalog\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('All products');
  await page.getByRole('link', { name: 'FI', exact: true }).click();
  await expect(page).toHaveURL(/\/tuotteet\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kaikki tuotteet');
  await shell.expectSameDocument();
});
