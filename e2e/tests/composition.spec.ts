import { expect, JOURNEY, test } from '../support/fixtures';
import {
  AccountRemote,
  CatalogRemote,
  CheckoutRemote,
  ContentRemote,
  ProductRemote,
} from '../support/remote-pages';
import { ShellPage } from '../support/shell-page';

test('the shop opens on the front page with categories from the api', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.open('/');
  const content = new ContentRemote(page);
  await expect(content.root()).toBeVisible();
  await expect(content.homeCategories().first()).toBeVisible();
  expect(await content.homeCategories().count()).toBeGreaterThan(3);
});

test(
  'client-side navigation reaches a page of each of the five remotes',
  JOURNEY,
  async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.open('/en/');
    await shell.markDocument();

    await shell.nav('Products').click();
    await expect(page).toHaveURL(/\/en\/catalog\/$/);
    await expect(new CatalogRemote(page).productGroups().first()).toBeVisible();
    // The remote's page:viewed event reaches the shell, which owns the document title.
    await expect(page).toHaveTitle('All products | Outdoor Shop');
    // Platform §7: a page view with the path is pushed to the analytics data layer.
    const dataLayer = await page.evaluate(
      () => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [],
    );
    expect(dataLayer).toContainEqual(expect.objectContaining({ path: '/en/catalog/' }));

    await shell.nav('Ski wizard').click();
    await page.getByRole('link', { name: 'Alpine skiing' }).click();
    await expect(page).toHaveURL(/\/en\/ski-wizard\/alpine\/$/);
    await expect(new ProductRemote(page).wizardSteps()).toHaveCount(3);

    // The header's cart link (mf-checkout's badge once there is a cart) opens mf-checkout's page.
    await shell.cartLink().click();
    // English pages deliver to the United States by default: the empty cart, without the
    // store pickup Finland has.
    await expect(new CheckoutRemote(page).emptyCart()).toBeVisible();
    await expect(new CheckoutRemote(page).pickupStores()).toHaveCount(0);

    await shell.nav('Complaints').click();
    await expect(new AccountRemote(page).storeSelect()).toBeVisible();

    await page.getByTestId('home-link').click();
    await expect(new ContentRemote(page).homeCategories().first()).toBeVisible();

    await shell.expectSameDocument();
  },
);

test('a remote asks the shell for a toast over the bus', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const slugs = (await (await page.request.get('/api/route-slugs/')).json()) as {
    staticPageSlugs: string[];
  };
  const slug = slugs.staticPageSlugs[0];
  expect(slug).toBeTruthy();
  const shell = new ShellPage(page);
  await shell.open(`/en/page/${slug}/`);
  const content = new ContentRemote(page);
  await expect(content.root().getByRole('heading', { level: 1 })).toBeVisible();
  await expect(shell.toasts()).not.toContainText('Link copied');
  await content.copyLinkButton().click();
  await expect(shell.toasts()).toContainText('Link copied');
  // Platform §2: a dismissible toast goes away when clicked.
  await shell.toasts().getByText('Link copied').click();
  await expect(shell.toasts()).not.toContainText('Link copied');
});

test.describe(() => {
  test.use({ expectedConsoleErrors: /^Error screen / });

  test('an unknown route shows the 404 message with the path', async ({ page }) => {
    await new ShellPage(page).open('/en/no-such-place/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Page not found: /en/no-such-place/',
    );
  });
});

test('a path without trailing slash is replaced by one with it', async ({ page }) => {
  await new ShellPage(page).open('/en/catalog');
  await expect(page).toHaveURL(/\/en\/catalog\/$/);
});

test('a static page slug from route-slugs is a route of its own', async ({ page }) => {
  const { staticPageSlugs } = (await (await page.request.get('/api/route-slugs/')).json()) as {
    staticPageSlugs: string[];
  };
  const slug = staticPageSlugs.at(-1) ?? '';
  const { title } = (await (
    await page.request.get(`/api/static-page/?slug=${slug}&lang=sv`)
  ).json()) as { title: string };
  await new ShellPage(page).open(`/sv/${slug}/`);
  await expect(new ContentRemote(page).root().getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page).toHaveTitle(`${title} | Outdoor Shop`);
});
