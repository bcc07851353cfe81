import { expect, test } from '../support/fixtures';
import { ShellPage } from '../support/shell-page';

// Platform §2 and catalogue §2: product-group, manufacturer and product routes come from
// /api/route-slugs/ at start; each kind is rendered by its owning remote.

test('a product group page lists its products and a card opens the product page', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await shell.open('/en/alpine-skiing/');
  const group = page.getByTestId('product-group-page');
  await expect(group.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('breadcrumbs').locator('[aria-current="page"]')).toBeVisible();
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  const name = (await cards.first().getByTestId('product-card-name').textContent())?.trim() ?? '';
  expect(name).not.toBe('');
  await shell.markDocument();
  await cards.first().getByTestId('product-card-link').click();
  await expect(page).toHaveURL(/^[^?]*\/en\/[^/]+\/alpine-skiing\/.+\/$/);
  await expect(page.getByTestId('product-page')).toBeVisible();
  await expect(page.getByTestId('product-name')).toContainText(name);
  // English shoppers get the US market in dollars by default (platform §9).
  await expect(page.getByTestId('price')).toContainText('$');
  await shell.expectSameDocument();
});

test('a viewed product shows in the history page of another remote', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.open('/en/alpine-skiing/');
  await page.getByTestId('product-card').first().getByTestId('product-card-link').click();
  const name = (await page.getByTestId('product-name').textContent())?.trim() ?? '';
  await page.goto('/en/history/');
  await expect(page.getByTestId('history-item').first()).toContainText(
    name.split(' ').at(-1) ?? '',
  );
});

test.describe(() => {
  test.use({
    expectedConsoleErrors:
      /^Loading product(-group)?\|.* failed ApiError: Product( group)? not found/,
  });

  test('a brand page and an unknown group, brand product and group path', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.open('/sv/aapa/');
    await expect(page.getByTestId('manufacturer-page')).toBeVisible();
    await expect(page.getByTestId('breadcrumbs').getByRole('link').first()).toHaveAttribute(
      'href',
      '/sv/varumarken/',
    );
    await shell.open('/en/alpine-skiing/no-such-group/');
    await expect(page.getByText('Product group not found.')).toBeVisible();
    await shell.open('/en/aapa/no-such-product/');
    await expect(page.getByText('Product not found.')).toBeVisible();
  });
});

test('the same product answers under /old/ and a stale path goes to the canonical one', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await shell.open('/en/alpine-skiing/');
  const href = await page
    .getByTestId('product-card')
    .first()
    .getByTestId('product-card-link')
    .getAttribute('href');
  const canonical = (href ?? '').split('?')[0] ?? '';
  const [, , brand, ...rest] = canonical.split('/');
  const productSlug = rest.filter(Boolean).at(-1);
  await shell.open(`/en/old/${brand}/${rest.join('/')}`);
  await expect(page.getByTestId('product-page')).toBeVisible();
  await shell.open(`/en/${brand}/${productSlug}/`);
  await expect(page).toHaveURL(new RegExp(`${canonical}$`));
  await expect(page.getByTestId('product-page')).toBeVisible();
});
