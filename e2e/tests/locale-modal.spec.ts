import { expect, test } from '../support/fixtures';
import { ShellPage } from '../support/shell-page';

test('the locale modal changes language, delivery country and currency', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.open('/en/catalog/');
  await page
    .getByRole('button', { name: /Change language, delivery country and currency/ })
    .click();
  const modal = page.getByTestId('locale-modal');
  await expect(modal).toBeVisible();
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');

  await modal.getByLabel('Language').selectOption('sv');
  await modal.getByLabel('Delivery country').selectOption({ label: 'Sweden' });
  // The currency follows the country until the shopper picks one.
  await expect(modal.getByLabel('Currency')).toHaveValue('sek');
  await modal.getByLabel('Delivery country').selectOption({ label: 'Finland' });
  await expect(modal.getByLabel('Currency')).toHaveValue('eur');
  await modal.getByLabel('Currency').selectOption('usd');
  await modal.getByLabel('Delivery country').selectOption({ label: 'Sweden' });
  await expect(modal.getByLabel('Currency')).toHaveValue('usd');
  await modal.getByLabel('Currency').selectOption('sek');
  await modal.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/sv\/produkter\/$/);
  await expect(page.getByTestId('market-badge')).toContainText('SEK');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alla produkter');
  // The choice is kept for later visits.
  await page.goto('/en/checkout/');
  await expect(page.getByTestId('cart-total')).toHaveText('Total SEK 0');
});

test('the modal closes on Escape, on a backdrop click and when the path changes', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await shell.open('/en/');
  const open = () =>
    page.getByRole('button', { name: /Change language, delivery country and currency/ }).click();
  const modal = page.getByTestId('locale-modal');

  await open();
  await expect(modal).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');

  await open();
  await page.mouse.click(5, 5);
  await expect(modal).toBeHidden();

  // Back to the previous page while the modal is open: a new path closes it.
  await page.getByRole('link', { name: 'Products' }).click();
  await expect(page).toHaveURL(/\/en\/catalog\/$/);
  await open();
  await expect(modal).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/en\/$/);
  await expect(modal).toBeHidden();
});
