import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { MobileMenuPage } from '../support/mobile-menu-page';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

interface GroupNode {
  slug: string;
  name: string;
  path: string;
  showInMenu: boolean;
  children: GroupNode[];
}

const visible = (groups: GroupNode[]) => groups.filter((group) => group.showInMenu);

/** The first top-level group with a child that has children of its own: all three levels. */
async function threeLevelGroup(request: APIRequestContext, lang: string) {
  const response = await request.get(`/api/product-groups/?lang=${lang}`);
  const { productGroups } = (await response.json()) as { productGroups: GroupNode[] };
  for (const group of visible(productGroups)) {
    const subgroup = visible(group.children).find((child) => visible(child.children).length > 0);
    if (subgroup) return { groups: visible(productGroups), group, subgroup };
  }
  throw new Error('The seed has no three-level product group');
}

test('the Finnish top menu shows all six sections in order (platform §2)', async ({ page }) => {
  const menu = new MobileMenuPage(page);
  await menu.open('/menu/');
  await expect
    .poll(() => menu.sectionIds())
    .toEqual([
      'products',
      'circular-economy',
      'stores',
      'customer-service',
      'corporate',
      'life-outdoors',
    ]);
  await expect(menu.sections().getByRole('heading', { level: 2 })).toHaveText([
    'Tuotteet',
    'Kiertotalous',
    'Myymälät',
    'Asiakaspalvelu',
    'Yritysmyynti',
    'Elämää ulkona',
  ]);

  const { groups } = await threeLevelGroup(page.request, 'fi');
  await expect(menu.sectionLabels('products')).toHaveText([
    ...groups.map((group) => group.name),
    'Merkit',
  ]);
  const response = await page.request.get('/api/resources/?lang=fi');
  const resources = (await response.json()) as { stores: { name: string; type: string }[] };
  // Stores to visit: not the web shop, not the supplier's stock.
  const stores = resources.stores.filter((store) => ['retail', 'outlet'].includes(store.type));
  await expect(menu.sectionLabels('stores')).toHaveText(stores.map((store) => store.name));
  await expect(menu.section('stores')).not.toContainText('Verkkokauppa');
  await expect(menu.section('stores')).not.toContainText('Toimittajan varasto');
  await expect(menu.entry('complaints')).toHaveAttribute('href', '/reklamaatio/');
  await expect(menu.entry('terms')).toHaveAttribute('href', '/terms/');
  await expect(menu.entry('rental')).toHaveAttribute('href', '/vuokraus/');
  await expect(menu.sectionLabels('life-outdoors')).toHaveText([
    'Oppaat',
    'Tuotetestit',
    'Tapahtumat',
    'Blogit',
    'Klubitarjoukset',
    'Liity klubiin',
  ]);
  // Platform §4: page scrolling is locked while the menu is open.
  await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');
});

test('the English top menu leaves out the Finnish-only sections and links', async ({ page }) => {
  const menu = new MobileMenuPage(page);
  await menu.open('/en/menu/');
  await expect
    .poll(() => menu.sectionIds())
    .toEqual(['products', 'stores', 'customer-service', 'life-outdoors']);
  await expect(menu.sectionLabels('customer-service')).toHaveText([
    'Payment methods',
    'Delivery',
    'Returns',
  ]);
  await expect(menu.sectionLabels('life-outdoors')).toHaveText([
    'Guides',
    'Blogs',
    'Club offers',
    'Join the club',
  ]);
  await expect(menu.entry('brands')).toHaveAttribute('href', '/en/manufacturers/');
});

test('drilling down three levels, swiping right steps back up', async ({ page }) => {
  const menu = new MobileMenuPage(page);
  const { group, subgroup } = await threeLevelGroup(page.request, 'en');
  await menu.open('/en/menu/');

  await menu.entry(`group-${group.slug}`).click();
  await expect(page).toHaveURL(`/en/menu/${group.slug}/`);
  await menu.expectLevel('group');
  await expect(menu.title()).toHaveText(group.name);
  await expect(menu.entryLabels()).toHaveText([
    `All in ${group.name}`,
    ...visible(group.children).map((child) => child.name),
  ]);
  await expect(menu.entry('all')).toHaveAttribute('href', `/en/${group.path}/`);

  await menu.entry(`group-${subgroup.slug}`).click();
  await expect(page).toHaveURL(`/en/menu/${group.slug}/?${subgroup.slug}`);
  await menu.expectLevel('subgroup');
  await expect(menu.title()).toHaveText(subgroup.name);
  const grandchild = visible(subgroup.children)[0];
  await expect(menu.entry(`group-${grandchild?.slug}`)).toHaveAttribute(
    'href',
    `/en/${grandchild?.path}/`,
  );

  // Platform §2: with a subgroup open, swiping right goes to /{slug}/?back.
  await menu.swipeRightWithMouse();
  await expect(page).toHaveURL(`/en/menu/${group.slug}/?back`);
  await menu.expectLevel('group');
  await menu.swipeRightWithTouch();
  await expect(page).toHaveURL('/en/menu/');
  await menu.expectLevel('top');
  await expect(menu.backButton()).toHaveCount(0);
});

test('the Back button steps up a level in Finnish', async ({ page }) => {
  const menu = new MobileMenuPage(page);
  const { group, subgroup } = await threeLevelGroup(page.request, 'fi');
  await menu.open(`/menu/${group.slug}/?${subgroup.slug}`);
  await menu.expectLevel('subgroup');
  await expect(menu.entry('all')).toHaveText(`Kaikki: ${subgroup.name}`);
  await menu.backButton().click();
  await expect(page).toHaveURL(`/valikko/${group.slug}/?back`);
  await expect(menu.entry(`group-${subgroup.slug}`)).toHaveAttribute(
    'href',
    `/valikko/${group.slug}/?${subgroup.slug}`,
  );
  await menu.backButton().click();
  await expect(page).toHaveURL('/valikko/');
  await menu.expectLevel('top');
});

test('the locale button shows the flag and currency and opens the locale modal', async ({
  page,
}) => {
  const menu = new MobileMenuPage(page);
  await menu.open('/menu/');
  await expect(menu.localeButton()).toHaveText('🇫🇮 EUR');
  await menu.open('/en/menu/');
  await expect(menu.localeButton()).toHaveText('🇺🇸 USD');
  await expect(menu.localeButton()).toHaveAccessibleName(/USD, delivery to .+: change country/);
  await menu.localeButton().click();
  await expect(page.getByTestId('locale-modal')).toBeVisible();
});

test('the header menu button at 390 px opens the menu; closing it unlocks the page', async ({
  page,
}) => {
  const menu = new MobileMenuPage(page);
  await page.goto('/en/');
  await page.getByRole('link', { name: 'Menu', exact: true }).click();
  await expect(page).toHaveURL('/en/menu/');
  await menu.expectOpen();
  await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');

  await menu.closeButton().click();
  await expect(page).toHaveURL('/en/');
  await expect(menu.root()).toHaveCount(0);
  await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
});

test('the header menu button is hidden from 900 px up', async ({ page }) => {
  await page.setViewportSize({ width: 900, height: 800 });
  await page.goto('/en/');
  await expect(page.getByTestId('home-link')).toBeVisible();
  await expect(page.getByTestId('menu-button')).toBeHidden();
});

test.describe(() => {
  // The browser's read is the one that fails: the page is not rendered on the server.
  test.use({
    expectedConsoleErrors: /^Mobile menu: loading failed/,
    extraHTTPHeaders: { 'X-Shop-Render': 'client' },
  });

  test('a failed product-group load keeps the rest of the menu and can be retried', async ({
    page,
  }) => {
    const menu = new MobileMenuPage(page);
    await page.route('**/api/product-groups/**', (route) =>
      route.fulfill({ status: 500, body: '{}' }),
    );
    await menu.open('/en/menu/');
    const alert = menu.root().getByRole('alert');
    await expect(alert).toContainText('The product groups could not be loaded.');
    await expect(menu.sectionLabels('products')).toHaveText(['Brands']);

    await page.unroute('**/api/product-groups/**');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(alert).toHaveCount(0);
    await expect(menu.sectionLabels('products')).not.toHaveCount(1);
  });
});
