import { expect, test } from '../support/fixtures';
import { ShellPage } from '../support/shell-page';

test('the header search finds categories and brands in the shopper’s language', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await shell.open('/en/');
  await shell.markDocument();
  const search = page.getByRole('search');
  await search.getByRole('searchbox').fill('skis');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/en\/search\/\?text=skis$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “skis”');
  const groups = page.getByTestId('search-group');
  await expect(groups.first()).toBeVisible();
  for (const text of await groups.allTextContents()) expect(text.toLowerCase()).toContain('ski');
  await shell.expectSameDocument();
});

test('a Finnish search with no match says so', async ({ page }) => {
  await new ShellPage(page).open('/haku/?text=zzzqqq');
  await expect(page.getByTestId('search-none')).toHaveText(
    'Hakusanalla ”zzzqqq” ei löytynyt kategorioita eikä merkkejä.',
  );
});
