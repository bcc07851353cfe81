import { expect, test } from '../support/fixtures';
import { ShellPage } from '../support/shell-page';

test('each language has its default market (platform §9)', async ({ page }) => {
  await new ShellPage(page).open('/kassa/');
  await expect(page.getByTestId('cart-total')).toHaveText('Yhteensä 0 €');
  await expect(page.getByTestId('market-badge')).toContainText('EUR');
  await new ShellPage(page).open('/en/checkout/');
  await expect(page.getByTestId('cart-total')).toHaveText('Total $0');
  await expect(page.getByTestId('market-badge')).toContainText('USD');
});

test('delivery_country and currency query parameters override the market', async ({ page }) => {
  await new ShellPage(page).open('/en/checkout/?delivery_country=se&currency=sek');
  await expect(page.getByTestId('cart-total')).toHaveText('Total SEK 0');
  await expect(page.getByTestId('market-badge')).toContainText('SEK');
  await expect(page.getByTestId('market-badge')).toHaveAttribute('title', 'Delivery to Sweden');
});

test('the market the server reads from request headers is there at first paint', async ({
  browser,
}) => {
  const context = await browser.newContext({
    extraHTTPHeaders: { 'x-delivery-country': 'no', 'x-currency': 'nok' },
  });
  const page = await context.newPage();
  const response = await page.goto('/kassa/');
  expect(await response?.text()).toContain('"currencyCode":"nok"');
  await expect(page.getByTestId('market-badge')).toContainText('NOK');
  await expect(page.getByTestId('cart-total')).toHaveText('Yhteensä 0 NOK');
  await context.close();
});

test.describe(() => {
  test.use({ expectedConsoleErrors: /^Failed to fetch resources |^Error screen / });

  test('a failing resource load shows the error screen', async ({ page }) => {
    await page.route('**/api/resources/**', (route) => route.fulfill({ status: 500, body: '{}' }));
    await new ShellPage(page).open('/en/');
    const screen = page.getByTestId('error-screen');
    await expect(screen).toHaveAttribute('data-status', '500');
    await expect(screen.getByRole('heading')).toHaveText(
      'Failed to fetch resources, try again later.',
    );
    await expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
      'href',
      '/en/',
    );
  });
});
