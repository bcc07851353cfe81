import { expect, test } from '../support/fixtures';
import { ShellPage } from '../support/shell-page';

const DEMO = { email: 'asiakas@example.com', password: 'Outdoor2026!' };

test('logging in and out through the api keeps the session in the so.auth cookie', async ({
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
  const cookie = (await context.cookies()).find(({ name }) => name === 'so.auth');
  expect(cookie?.value).toMatch(/^Bearer(%20| )\S+$/);
  expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax', secure: true });

  // The session survives a reload: restored from the cookie and the customer call.
  await page.reload();
  await expect(page.getByTestId('account-menu')).toContainText(DEMO.email);

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  expect((await context.cookies()).some(({ name }) => name === 'so.auth')).toBe(false);
  // The server forgot the token too.
  const token = decodeURIComponent(cookie?.value ?? '');
  const after = await page.request.get('/api/customer/', { headers: { Authorization: token } });
  expect(after.status()).toBe(401);
});
