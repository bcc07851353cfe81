import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ContentRemote } from '../support/remote-pages';
import { ShellPage } from '../support/shell-page';

interface Tab {
  readonly title: string;
  readonly slug: string;
  readonly content: string;
  readonly tabs?: readonly Tab[];
}
interface TabbedPage {
  readonly slug: string;
  readonly title: string;
  readonly tabs: readonly Tab[];
}

async function loadPage(request: APIRequestContext, slug: string, lang: string) {
  const response = await request.get(`/api/static-page-with-tabs/?slug=${slug}&lang=${lang}`);
  expect(response.ok()).toBe(true);
  return { slug, ...((await response.json()) as Omit<TabbedPage, 'slug'>) };
}

/** A tabbed page from route-slugs, one with nested tabs when the seed has one. */
async function pickTabbedPage(request: APIRequestContext, lang = 'en'): Promise<TabbedPage> {
  const { staticPageWithTabsSlugs } = (await (await request.get('/api/route-slugs/')).json()) as {
    staticPageWithTabsSlugs: string[];
  };
  expect(staticPageWithTabsSlugs.length).toBeGreaterThan(0);
  const pages = await Promise.all(
    staticPageWithTabsSlugs.map((slug) => loadPage(request, slug, lang)),
  );
  const page = pages.find((each) => each.tabs.some((tab) => tab.tabs?.length)) ?? pages[0];
  if (!page || page.tabs.length < 2) throw new Error('the seed has no page with two tabs');
  return page;
}

/** The first paragraph's text of a tab's HTML, as the browser shows it. */
function firstText(html: string): string {
  return (html.match(/<p>(.*?)<\/p>/)?.[1] ?? html).replace(/<[^>]+>/g, '');
}

test('a tabbed page without a tab goes to its first tab (platform §2)', async ({ page }) => {
  const tabbed = await pickTabbedPage(page.request);
  const [first] = tabbed.tabs;
  await new ShellPage(page).open(`/en/${tabbed.slug}/`);
  await expect(page).toHaveURL(new RegExp(`/en/${tabbed.slug}/${first?.slug}/$`));
  // A replace: the blank start page and the first tab, no entry for the tab-less path.
  expect(await page.evaluate(() => window.history.length)).toBe(2);
  const content = new ContentRemote(page);
  await expect(content.root().getByRole('heading', { level: 1 })).toHaveText(tabbed.title);
  await expect(content.currentTab()).toHaveText(first?.title ?? '');
  await expect(content.tabs()).toHaveText(tabbed.tabs.map((tab) => tab.title));
  await expect(content.tabContent()).toContainText(firstText(first?.content ?? ''));
  await expect(page).toHaveTitle(`${tabbed.title} | Outdoor Shop`);
});

test('another tab opens client-side with its content', async ({ page }) => {
  const tabbed = await pickTabbedPage(page.request);
  const [first, second] = tabbed.tabs;
  const shell = new ShellPage(page);
  await shell.open(`/en/${tabbed.slug}/${first?.slug}/`);
  await shell.markDocument();
  const content = new ContentRemote(page);
  await content.tabs().nth(1).click();
  await expect(page).toHaveURL(new RegExp(`/en/${tabbed.slug}/${second?.slug}/$`));
  await expect(content.currentTab()).toHaveText(second?.title ?? '');
  await expect(content.tabContent()).toContainText(firstText(second?.content ?? ''));
  await shell.expectSameDocument();
});

test('a nested tab opens under its tab', async ({ page }) => {
  const tabbed = await pickTabbedPage(page.request);
  const parent = tabbed.tabs.find((tab) => tab.tabs?.length);
  // The seed's customer-service page has nested tabs; losing them must fail, not skip.
  expect(parent, 'a seeded tab with nested tabs').toBeTruthy();
  const nested = parent?.tabs?.[0];
  const shell = new ShellPage(page);
  await shell.open(`/en/${tabbed.slug}/${parent?.slug}/`);
  await shell.markDocument();
  const content = new ContentRemote(page);
  await expect(content.nestedTabs()).toHaveText((parent?.tabs ?? []).map((tab) => tab.title));
  await content.nestedTabs().first().click();
  await expect(page).toHaveURL(new RegExp(`/en/${tabbed.slug}/${parent?.slug}/${nested?.slug}/$`));
  await expect(content.currentTab()).toHaveText(nested?.title ?? '');
  await expect(content.tabs().filter({ hasText: parent?.title })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(content.tabContent()).toContainText(firstText(nested?.content ?? ''));
  await shell.expectSameDocument();
});

test('a tab in Swedish shows Swedish titles', async ({ page }) => {
  const tabbed = await pickTabbedPage(page.request, 'sv');
  const [, second] = tabbed.tabs;
  await new ShellPage(page).open(`/sv/${tabbed.slug}/${second?.slug}/`);
  const content = new ContentRemote(page);
  await expect(content.root().getByRole('heading', { level: 1 })).toHaveText(tabbed.title);
  await expect(content.tabBar()).toHaveAccessibleName('Sidans avsnitt');
  await expect(content.tabs()).toHaveText(tabbed.tabs.map((tab) => tab.title));
  await expect(content.currentTab()).toHaveText(second?.title ?? '');
  await expect(content.tabs().first()).toHaveAttribute('href', /^\/sv\//);
});

test.describe(() => {
  // The browser's read is the one that fails: the page is not rendered on the server.
  test.use({
    expectedConsoleErrors: /^Loading static-page-with-tabs\|.* failed/,
    extraHTTPHeaders: { 'X-Shop-Render': 'client' },
  });

  test('a failed tab list goes to /{slug}/ in the same language (platform §8)', async ({
    page,
  }) => {
    const tabbed = await pickTabbedPage(page.request);
    await page.route('**/api/static-page-with-tabs/**', (route) =>
      route.fulfill({ status: 503, json: { statusCode: 503, error: 'Unavailable', message: 'x' } }),
    );
    await new ShellPage(page).open(`/sv/${tabbed.slug}/${tabbed.tabs[1]?.slug}/`);
    await expect(page).toHaveURL(new RegExp(`/sv/${tabbed.slug}/$`));
    await expect(new ContentRemote(page).tabBar()).toHaveCount(0);
  });
});
