import { STAFF } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { ShellPage } from '../support/shell-page';

const DEMO = { email: 'asiakas@example.com', password: 'Outdoor2026!' };

/** A tiny PNG (1×1, one colour), made here so the test needs no fixture files. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('a logged-in customer files a complaint from an order with two photos and sees it listed', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await shell.open('/en/accounts/login/');
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('account-menu')).toContainText(DEMO.email);

  await shell.open('/en/reclamation/');
  const form = page.locator('main [data-boundary="mf-account"]');
  await expect(form.getByRole('heading', { name: 'Complaint' })).toBeVisible();

  // Platform §3: a row of one of the customer's orders fills price, discount and date.
  const order = form.getByTestId('complaint-order');
  await expect(order.locator('option')).not.toHaveCount(1);
  await order.selectOption({ index: 1 });
  await form.getByTestId('complaint-row').selectOption({ index: 1 });
  await expect(form.getByTestId('complaint-prefilled')).toBeVisible();
  await expect(form.getByTestId('complaint-price')).not.toHaveValue('0');
  await expect(form.getByTestId('complaint-timeOfPurchase')).not.toHaveValue('');

  await form.getByTestId('complaint-customerName').fill('Aino Asiakas');
  await expect(form.getByTestId('complaint-email')).toHaveValue(DEMO.email);
  await form.getByTestId('complaint-phone').fill('+358 40 123 4567');
  await form.getByTestId('complaint-address').fill('Mannerheimintie 1');
  await form.getByTestId('complaint-postNumber').fill('00100');
  await form.getByTestId('complaint-city').fill('Helsinki');
  await form.getByTestId('complaint-manufacturer').fill('Fjällräven');
  await form.getByTestId('complaint-noSize').check();
  await form.getByTestId('complaint-used').check();
  await form.getByTestId('complaint-complaint').fill('The seam opened after the first walk.');

  await form.getByTestId('complaint-photos-input').setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: PNG },
    { name: 'back.png', mimeType: 'image/png', buffer: PNG },
  ]);
  const photos = form.getByTestId('complaint-photo');
  await expect(photos).toHaveCount(2);
  await expect(photos.locator('img')).toHaveCount(2);
  await expect(form.locator('[data-testid="complaint-photo"][data-state="uploaded"]')).toHaveCount(
    2,
  );

  await form.getByTestId('complaint-submit').click();
  await expect(form.getByTestId('complaint-sent')).toBeVisible();
  const number = (await form.getByTestId('complaint-number').textContent())?.trim() ?? '';
  expect(number).toMatch(/^R\d{6,}$/);

  await shell.open('/en/accounts/');
  const list = page.getByTestId('complaint-list');
  await expect(list.getByTestId('complaint-list-item').filter({ hasText: number })).toContainText(
    'Received',
  );

  // Staff (platform §6) select the customer; the complaint desk lists only theirs and opens
  // the complaint with its fields and both photos, fetched with the staff login.
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  await shell.open('/en/accounts/login/');
  await page.getByLabel('Email').fill(STAFF.email);
  await page.getByLabel('Password').fill(STAFF.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('account-menu')).toContainText('henkilokunta@example.com');
  await shell.open('/en/accounts/');
  const desk = page.getByTestId('staff-complaints');
  await expect(desk).toContainText('All customers’ complaints');
  const select = page.getByTestId('staff-customer-select');
  await select.getByTestId('staff-customer-query').fill('asiakas@');
  await select.getByRole('button', { name: 'Search' }).click();
  await select
    .getByTestId('staff-customer-results')
    .locator('li', { hasText: DEMO.email })
    .getByRole('button')
    .click();
  await expect(desk).toContainText(`Complaints of the selected customer ${DEMO.email}.`);
  const item = desk.getByTestId('staff-complaint').filter({ hasText: number });
  await expect(item).toContainText(DEMO.email);
  await item.getByRole('button', { name: 'Show details' }).click();
  await expect(item.getByTestId('staff-complaint-detail')).toContainText(
    'The seam opened after the first walk.',
  );
  const images = item.locator('.acc-complaint-photos img');
  await expect(images).toHaveCount(2);
  await expect
    .poll(() =>
      images.evaluateAll((all) => all.map((img) => (img as HTMLImageElement).naturalWidth)),
    )
    .toEqual([1, 1]);
});
