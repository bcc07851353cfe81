import { expect, test } from '../support/fixtures';
import { activationLink } from '../support/outbox';
import { ShellPage } from '../support/shell-page';

// Issue 12 point 1: joining the club, activating the account from the emailed link, logging in.

const PASSWORD = 'Tunturi2027x';

test('a guest joins the club from the club info page, activates the account and logs in', async ({
  page,
  request,
}) => {
  const shell = new ShellPage(page);
  const email = `jasen-${Date.now()}@example.com`;
  await shell.open('/en/checkout/club-info/');
  await page.getByTestId('club-info-join').click();
  await expect(page).toHaveURL(/\/en\/join\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join the club');

  // The contract's rules show in the shopper's language before anything is sent.
  await page.getByTestId('join-submit').click();
  await expect(page.getByTestId('join-terms-error')).toHaveText('Accept the club terms to join.');
  await page.getByTestId('join-first-name').fill('Ilona');
  await page.getByTestId('join-last-name').fill('Ilmoittautuja');
  await page.getByTestId('join-email').fill(email);
  await page.getByTestId('join-password').fill('lumi');
  await page.getByTestId('join-postcode').fill('00100');
  await page.getByTestId('join-terms').check();
  await page.getByTestId('join-submit').click();
  await expect(page.getByTestId('join-password-error')).toContainText(
    'The password is shorter than 10 characters.',
  );
  await page.getByTestId('join-password').fill(PASSWORD);
  await page.getByTestId('join-submit').click();
  await expect(page.getByTestId('join-sent')).toContainText(
    'Check your email to activate your account.',
  );

  // The admin reads the outbox from a context of its own: the page's would take the admin's
  // session cookie into the shopper's browser.
  const link = await activationLink(request, email);
  expect(link).toMatch(/^\/en\/accounts\/activate\/[\w-]{43}\/$/);
  await shell.open(link);
  await expect(page.getByTestId('activation-activated')).toBeVisible();

  await page.getByRole('link', { name: 'Log in' }).first().click();
  await expect(page).toHaveURL(/\/en\/accounts\/login\//);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('account-menu')).toContainText(email);
});

test('joining with an address that has an account answers like a new one', async ({ page }) => {
  await new ShellPage(page).open('/liity/');
  await page.getByTestId('join-first-name').fill('Aino');
  await page.getByTestId('join-last-name').fill('Asiakas');
  await page.getByTestId('join-email').fill('asiakas@example.com');
  await page.getByTestId('join-password').fill(PASSWORD);
  await page.getByTestId('join-postcode').fill('00100');
  await page.getByTestId('join-terms').check();
  await page.getByTestId('join-submit').click();
  await expect(page.getByTestId('join-sent')).toContainText(
    'Tarkista sähköpostisi ja aktivoi tilisi.',
  );
});
