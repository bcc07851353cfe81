import { RETIRED_AUTH_COOKIE, SESSION_COOKIE, SIGNED_IN_COOKIE } from '@shop/shared-contracts';
import { expect, test } from '../support/fixtures';
import { ShellPage } from '../support/shell-page';

const DEMO = { email: 'asiakas@example.com', password: 'Outdoor2026!' };

test('logging in and out keeps the session in an HttpOnly cookie no script can read', async ({
  page,
  context,
}) => {
  const shell = new ShellPage(page);
  await shell.open('/en/');
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/en\/accounts\/login\/$/);

  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong password.');

  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('account-menu')).toContainText(DEMO.email);
  const cookies = await context.cookies();
  const session = cookies.find(({ name }) => name === SESSION_COOKIE);
  expect(session?.value).toMatch(/^[A-Za-z0-9_-]{16,}$/);
  expect(session).toMatchObject({ path: '/', sameSite: 'Lax', secure: true, httpOnly: true });
  expect(cookies.find(({ name }) => name === SIGNED_IN_COOKIE)).toMatchObject({
    value: '1',
    httpOnly: false,
  });
  expect(cookies.some(({ name }) => name === RETIRED_AUTH_COOKIE)).toBe(false);
  // No script on the page sees the token.
  expect(await page.evaluate(() => document.cookie)).not.toContain(session?.value ?? '-');

  // The session survives a reload: the marker says so and the customer call confirms it.
  await page.reload();
  await expect(page.getByTestId('account-menu')).toContainText(DEMO.email);

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  const after = await context.cookies();
  expect(after.some(({ name }) => name === SESSION_COOKIE || name === SIGNED_IN_COOKIE)).toBe(
    false,
  );
  // The server forgot the token too.
  const again = await page.request.get('/api/customer/', {
    headers: { Authorization: `Bearer ${session?.value}` },
  });
  expect(again.status()).toBe(401);
});
