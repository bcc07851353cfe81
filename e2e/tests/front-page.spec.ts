import { expect, test } from '../support/fixtures';
import { ContentRemote } from '../support/remote-pages';
import { ShellPage } from '../support/shell-page';

// Issue 12 point 4: the front page's banners, category tiles and featured products, and the
// shell's footer links in each language.

test('the front page shows the image banners, the first picture fetched at once', async ({
  page,
}) => {
  await new ShellPage(page).open('/en/');
  const banners = new ContentRemote(page).homeBanners();
  await expect(banners.first()).toBeVisible();
  const first = banners.first().locator('img');
  await expect(first).toHaveAttribute('loading', 'eager');
  await expect(first).toHaveAttribute('fetchpriority', 'high');
  await expect(first).toHaveAttribute('width', /\d+/);
  await expect(first).toHaveAttribute('height', /\d+/);
  await expect(first).toHaveAttribute('srcset', /\/media\/banners\/.+ \d+w/);
  await expect(banners.nth(1).locator('img')).toHaveAttribute('loading', 'lazy');
  // Catalogue §3 Banner: urls and button texts pair by line, in the page's language.
  await expect(banners.first().getByRole('link').first()).toHaveAttribute('href', /^\/en\//);
});

test('the banners come from the server with the page', async ({ request }) => {
  const html = await (await request.get('/en/', { headers: { accept: 'text/html' } })).text();
  expect(html).toContain('data-testid="home-banner"');
  // The largest picture is in the server's markup, fetched first (decision 0012).
  expect(html).toMatch(
    /<img[^>]*\/media\/banners\/[^>]*fetchpriority="high"|<img[^>]*fetchpriority="high"[^>]*\/media\/banners\//i,
  );
});

test('a category tile leads to its product group', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.open('/en/');
  await shell.markDocument();
  const tile = new ContentRemote(page).homeCategories().first().getByRole('link');
  const href = await tile.getAttribute('href');
  expect(href).toMatch(/^\/en\/[a-z0-9-]+\/$/);
  const name = (await tile.textContent())?.trim() ?? '';
  await tile.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await shell.expectSameDocument();
});

test('the featured products are the catalogue’s cards linking to their products', async ({
  page,
}) => {
  await new ShellPage(page).open('/en/');
  // Below the fold, loaded as they come near the screen.
  await page.getByTestId('home-featured-pending').scrollIntoViewIfNeeded();
  const products = new ContentRemote(page).homeProducts();
  await expect(products.first()).toBeVisible();
  expect(await products.count()).toBeGreaterThan(1);
  const card = products.first().getByTestId('product-card-link');
  await expect(card).toHaveAttribute('href', /^\/en\/.+\/$/);
  await card.click();
  await expect(page.getByTestId('product-name')).toBeVisible();
});

for (const { language, prefix, links } of [
  {
    language: 'fi',
    prefix: '',
    links: {
      contact: ['Ota yhteyttä', '/customer-service/contact/'],
      faq: ['Usein kysyttyä', '/ukk/'],
      delivery: ['Toimitus', '/delivery/'],
      returns: ['Palautukset', '/palautukset/'],
      stores: ['Myymälät', '/myymalat/'],
      terms: ['Toimitusehdot', '/terms/'],
      privacy: ['Tietosuojaseloste', '/privacy/'],
      club: ['Kanta-asiakasklubi', '/club/'],
    },
  },
  {
    language: 'en',
    prefix: '/en',
    links: {
      contact: ['Contact us', '/en/customer-service/contact/'],
      faq: ['Frequently asked questions', '/en/faq/'],
      delivery: ['Delivery', '/en/delivery/'],
      returns: ['Returns', '/en/returns/'],
      stores: ['Stores', '/en/stores/'],
      terms: ['Terms and conditions', '/en/terms/'],
      privacy: ['Privacy policy', '/en/privacy/'],
      club: ['Club', '/en/club/'],
    },
  },
] as const) {
  test(`the footer links customer service, stores, terms, privacy and club in ${language}`, async ({
    page,
  }) => {
    const shell = new ShellPage(page);
    await shell.open(`${prefix}/`);
    const footer = shell.footer();
    for (const [id, [text, href]] of Object.entries(links)) {
      const link = footer.getByTestId(`footer-${id}`);
      await expect(link, id).toHaveText(text);
      await expect(link, id).toHaveAttribute('href', href);
    }
    // A static page behind a footer link opens.
    await footer.getByTestId('footer-privacy').click();
    await expect(page).toHaveURL(new RegExp(`${links.privacy[1]}$`));
    await expect(page.locator('main [data-boundary="mf-content"]')).toBeVisible();
  });
}
