import { REMOTE_PACKAGES } from '@shop/shared-contracts';
import { DEMO_CUSTOMER } from '../support/account-orders-page';
import { STAFF } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { activeVersion, ReleasePage, restoreActive } from '../support/release-page';
import { publishSecondVersion } from '../support/second-release';

// Issue 14 point 8: the staff release page. The site is shared with the other specs: whatever
// happens, mf-catalog is left on the version it had.

test('staff activate another version of mf-catalog and roll it back', async ({ page, baseURL }) => {
  const token = process.env.E2E_RELEASE_TOKEN;
  if (!baseURL || !token) throw new Error('baseURL and E2E_RELEASE_TOKEN come from the config');
  const releases = new ReleasePage(page);
  await releases.logIn(STAFF.email, STAFF.password);
  const authorization = await releases.authorization();
  const original = await activeVersion(page.request, 'mf-catalog');
  if (!original) throw new Error('mf-catalog has no active version');
  // A fresh site has one version of each remote: publish another to switch to (its own mark,
  // so it is not the version another spec published).
  const upload = await publishSecondVersion(baseURL, token, { mark: 'release-page' });
  upload.remove();
  const second = upload.version;
  expect(second).not.toBe(original);
  try {
    await releases.open();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Releases');
    await expect(releases.remotes()).toHaveCount(REMOTE_PACKAGES.length);
    for (const remote of REMOTE_PACKAGES) {
      await expect(releases.remote(remote).getByTestId('release-active')).toContainText(
        'Active version: ',
      );
    }
    const catalog = releases.remote('mf-catalog');
    await expect(catalog.getByTestId('release-active')).toHaveText(`Active version: ${original}`);
    const next = releases.version('mf-catalog', second);
    await expect(next).toContainText('Passes');

    await next.getByRole('button', { name: 'Activate' }).click();
    await expect(catalog.getByTestId('release-done')).toHaveText(
      `mf-catalog ${second} is active now.`,
    );
    await expect(catalog.getByTestId('release-active')).toHaveText(`Active version: ${second}`);
    await expect(catalog).toContainText(`Roll back returns to ${original}.`);
    expect(await activeVersion(page.request, 'mf-catalog')).toBe(second);
    const activation = releases.events().first();
    await expect(activation).toHaveAttribute('data-action', 'activate');
    await expect(activation).toContainText(`${original} → ${second}`);
    await expect(activation).toContainText(STAFF.email);

    await catalog.getByRole('button', { name: 'Roll back' }).click();
    await expect(catalog.getByTestId('release-done')).toHaveText(
      `mf-catalog is back on ${original}.`,
    );
    await expect(catalog.getByTestId('release-active')).toHaveText(`Active version: ${original}`);
    expect(await activeVersion(page.request, 'mf-catalog')).toBe(original);
    const rollback = releases.events().first();
    await expect(rollback).toHaveAttribute('data-action', 'rollback');
    await expect(rollback).toContainText(`${second} → ${original}`);

    // Issue 14 point 5 from the page: the staff member's own browser runs the other version.
    await next.getByRole('button', { name: 'Try in this browser' }).click();
    await expect(catalog.getByTestId('release-done')).toContainText(
      `This browser now runs mf-catalog ${second}`,
    );
    await page.goto('/');
    const banner = page.getByTestId('release-override-banner');
    await expect(banner).toContainText(`mf-catalog ${second}`);
    await banner.getByRole('button').click();
    await expect(banner).toHaveCount(0);
  } finally {
    await restoreActive(page.request, authorization, 'mf-catalog', original);
  }
});

test('a guest and a customer are told the page is for staff, and the api refuses them', async ({
  page,
}) => {
  const releases = new ReleasePage(page);
  await releases.open();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(releases.denied()).toContainText('This page is for staff.');
  await expect(releases.denied().getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(releases.remotes()).toHaveCount(0);
  expect((await page.request.get('/api/releases/')).status()).toBe(401);

  await releases.logIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  // In Finnish, at the page's localised path.
  await releases.open('/julkaisut/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Julkaisut');
  await expect(releases.denied()).toHaveText('Tämä sivu on henkilökunnalle.');
  await expect(releases.remotes()).toHaveCount(0);
  const refused = await page.request.get('/api/releases/', {
    headers: { authorization: await releases.authorization() },
  });
  expect(refused.status()).toBe(403);
});
