import type { APIRequestContext, Page } from '@playwright/test';
import { orderByIds } from '@shop/shared-contracts';
import { PRODUCT_GROUP_PATH } from '../bench/bench-pages';
import { expect, JOURNEY, test } from '../support/fixtures';
import { ShellPage } from '../support/shell-page';

// Issue 10 / catalogue §4, §5, §9: a listing's filters and sort live in the URL, the filters
// modal applies them, and the grid shows the matching cards in the sort's order.

const GROUP = `/en${PRODUCT_GROUP_PATH}`;

interface ListedCard {
  readonly id: number;
  readonly name: string;
  readonly manufacturer: string;
  readonly manufacturerSlug: string;
  readonly price: {
    readonly active: number;
    readonly reference: number | null;
    readonly type: string;
  };
  readonly soldAmount: number;
  readonly published: string;
  readonly rating: { readonly average: number; readonly count: number };
}

/**
 * The group's cards as the page lists them by default: the list in the recommendation order
 * (catalogue §7), which recent views and sales decide.
 */
async function groupCards(request: APIRequestContext): Promise<ListedCard[]> {
  const order = await request.get(
    `/api/recommendations/strategy/?method=sort&origin=category&strategy=sort-product-group&path=${PRODUCT_GROUP_PATH.slice(1, -1)}`,
  );
  expect(order.ok()).toBe(true);
  const { ids } = (await order.json()) as { ids: number[] };
  return orderByIds(await listedCards(request), ids);
}

/** The group's cards, priced for a tax area (the market's prices; Finland's by default). */
async function listedCards(request: APIRequestContext, taxAreaId = 1): Promise<ListedCard[]> {
  const response = await request.post('/api/products/productmodellist/', {
    data: {
      source: 'ProductGroup',
      slug: PRODUCT_GROUP_PATH.slice(1, -1),
      language: 'en',
      taxAreaId,
    },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as ListedCard[];
}

/** '1 product', '2 products': the grid's count in English. */
const products = (count: number) => `${count} product${count === 1 ? '' : 's'}`;

/** The brand with the fewest cards in the group (more than one brand is offered). */
function smallestBrand(cards: readonly ListedCard[]) {
  const counts = new Map<string, { name: string; count: number }>();
  for (const card of cards) {
    const entry = counts.get(card.manufacturerSlug) ?? { name: card.manufacturer, count: 0 };
    counts.set(card.manufacturerSlug, { ...entry, count: entry.count + 1 });
  }
  const [slug, brand] = [...counts].sort((a, b) => a[1].count - b[1].count)[0] ?? [];
  if (!slug || !brand) throw new Error('the group has no cards');
  return { slug, ...brand };
}

const cardIds = (page: Page) =>
  page
    .getByTestId('product-card')
    .evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-product-id'))));

/** The first page of a listing: the whole of a list under 120, else 60 (catalogue §4). */
const firstPageSize = (count: number) => (count < 120 ? count : 60);

/**
 * The grid's card ids once it shows `count` cards: a grid renders its first rows first and the
 * rest in a transition, which a slow machine may not have finished when the first card shows.
 */
async function shownCardIds(page: Page, count: number): Promise<number[]> {
  await expect(page.getByTestId('product-card')).toHaveCount(count);
  return cardIds(page);
}

test('a brand filter in the URL narrows the grid; an unknown brand is dropped', async ({
  page,
  request,
}) => {
  const cards = await groupCards(request);
  const brand = smallestBrand(cards);
  const shell = new ShellPage(page);
  await shell.open(`${GROUP}?manufacturer=${brand.slug},no-such-brand`);
  await expect(page.getByTestId('product-count')).toHaveText(products(brand.count));
  const expected = cards.filter((card) => card.manufacturerSlug === brand.slug).map((c) => c.id);
  expect(await shownCardIds(page, expected.length)).toEqual(expected);
  await expect(page.getByTestId('filter-chip')).toHaveText([`${brand.name} ×`]);

  // The chip removes the filter: the whole list again, and the query without it.
  await page.getByTestId('filter-chip').click();
  await expect(page).toHaveURL(new RegExp(`${GROUP}$`));
  await expect(page.getByTestId('product-count')).toHaveText(products(cards.length));
});

test(
  'the filters modal applies a brand, counts live, closes with Escape and returns focus',
  JOURNEY,
  async ({ page, request }) => {
    const cards = await groupCards(request);
    const brand = smallestBrand(cards);
    const shell = new ShellPage(page);
    await shell.open(GROUP);
    const filterButton = page.getByTestId('filter-open');
    await filterButton.click();
    const modal = page.getByTestId('filters-modal');
    await expect(modal).toBeVisible();
    await expect(modal.getByTestId('filters-show')).toHaveText(
      `${cards.length} / total ${products(cards.length)}`,
    );
    const brandBox = modal
      .getByTestId('filter-manufacturer')
      .getByLabel(new RegExp(`^${brand.name}`));
    await brandBox.click();
    await expect(brandBox).toBeChecked();
    await expect(page).toHaveURL(new RegExp(`manufacturer=${brand.slug}`));
    await expect(modal.getByTestId('filters-show')).toHaveText(
      `${brand.count} / total ${products(cards.length)}`,
    );
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(filterButton).toBeFocused();
    await expect(filterButton).toHaveText('Filter (1)');
    await expect(page.getByTestId('product-card')).toHaveCount(brand.count);

    // Back returns to the list before the filter, Forward to the filtered one.
    await page.goBack();
    await expect(page.getByTestId('product-count')).toHaveText(products(cards.length));
    await page.goForward();
    await expect(page.getByTestId('product-count')).toHaveText(products(brand.count));

    await filterButton.click();
    await page.getByTestId('filters-clear').click();
    await expect(modal.getByTestId('filters-show')).toHaveText(
      `${cards.length} / total ${products(cards.length)}`,
    );
    await modal.getByTestId('filters-show').click();
    await expect(page).toHaveURL(new RegExp(`${GROUP}$`));
  },
);

/**
 * The cards a sort may put first (catalogue §9), worked out from the group's cards: those that
 * rank best, ties included.
 */
function firstCandidates(cards: readonly ListedCard[], sort: string): number[] {
  const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  const offer = (card: ListedCard) => {
    const { active, reference } = card.price;
    return reference !== null && reference > active ? (reference - active) / reference : 0;
  };
  const score: Record<string, (card: ListedCard) => number> = {
    popular: (card) => card.soldAmount,
    newest: (card) => Date.parse(card.published),
    stars: (card) => card.rating.average * 1e6 + card.rating.count,
    lowest: (card) => -card.price.active,
    highest: (card) => card.price.active,
  };
  if (sort === 'offers') {
    // The largest share off first; at an equal share, regular-priced cards come last.
    const best = Math.max(...cards.map(offer));
    const top = cards.filter((card) => offer(card) === best);
    const offered = top.filter((card) => card.price.type !== 'normal');
    return (offered.length > 0 ? offered : top).map((card) => card.id);
  }
  if (sort === 'alphabetical') {
    const first = [...cards].sort((a, b) => collator.compare(a.name, b.name))[0];
    return cards
      .filter((card) => first && collator.compare(card.name, first.name) === 0)
      .map((card) => card.id);
  }
  const value = score[sort];
  if (!value) throw new Error(`no expectation for the sort ${sort}`);
  const best = Math.max(...cards.map(value));
  return cards.filter((card) => value(card) === best).map((card) => card.id);
}

test('every sort orders the group as catalogue §9 says: the lowest price puts the cheapest card first', async ({
  page,
  request,
}) => {
  const shell = new ShellPage(page);
  await shell.open(GROUP);
  // Priced as the page is: shares off and price order follow the market's tax area.
  const market = JSON.parse((await page.locator('#shop-initial-market').textContent()) ?? '{}') as {
    taxAreaId: number;
  };
  const cards = await listedCards(request, market.taxAreaId);
  for (const sort of [
    'lowest',
    'highest',
    'popular',
    'newest',
    'stars',
    'offers',
    'alphabetical',
  ]) {
    const candidates = firstCandidates(cards, sort);
    // A sort that cannot tell the cards apart would prove nothing.
    expect(candidates.length, sort).toBeLessThan(cards.length);
    await page.getByTestId('sort-select').selectOption(sort);
    await expect(page).toHaveURL(new RegExp(`sort=${sort}`));
    await expect
      .poll(async () => candidates.includes((await cardIds(page))[0] ?? 0), { message: sort })
      .toBe(true);
  }
  // Back to the default order (the recommendation order, catalogue §7): no sort in the URL.
  await page.getByTestId('sort-select').selectOption('default');
  await expect(page).not.toHaveURL(/sort=/);
});

test('a colour filter carries select-color into the product links', JOURNEY, async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.open(`${GROUP}?color=blue`);
  const links = page.getByTestId('product-card-link');
  await expect(links.first()).toHaveAttribute('href', /\?select-color=blue$/);
  const hrefs = await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')));
  expect(hrefs.every((href) => href?.endsWith('?select-color=blue'))).toBe(true);
});

test('on a phone the filters modal takes the whole width and nothing overflows', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const shell = new ShellPage(page);
  await shell.open(GROUP);
  await page.getByTestId('filter-open').click();
  const modal = page.getByTestId('filters-modal');
  await expect(modal).toBeVisible();
  const box = await modal.boundingBox();
  expect(box?.width).toBe(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const body = await modal.evaluate((element) => element.scrollWidth <= element.clientWidth);
  expect(body).toBe(true);
});

test('the text filter matches ignoring case and punctuation; the price range clamps on blur', async ({
  page,
  request,
}) => {
  const cards = await groupCards(request);
  const brand = smallestBrand(cards);
  const shell = new ShellPage(page);
  await shell.open(GROUP);
  await page.getByTestId('filter-open').click();
  const modal = page.getByTestId('filters-modal');
  // The brand's name in capitals with its hyphens and spaces dropped still matches its cards.
  await modal.getByTestId('filter-text').fill(brand.name.toUpperCase().replace(/[\s-]/g, ''));
  await expect(page).toHaveURL(/text=/);
  // The count follows 300 ms after the last change.
  const shownCount = async () =>
    Number((await modal.getByTestId('filters-show').textContent())?.split(' ')[0]);
  await expect.poll(shownCount).toBeLessThan(cards.length);
  expect(await shownCount()).toBeGreaterThanOrEqual(brand.count);

  await modal.getByTestId('filter-text').fill('');
  const min = modal.getByTestId('filter-price-min');
  const lowest = Number(await min.inputValue());
  await min.fill('-5');
  await modal.getByTestId('filter-price-max').focus();
  // Below the lowest price: clamped back to it, which filters nothing.
  await expect(min).toHaveValue(String(lowest));
  await expect(page).not.toHaveURL(/price=/);
  await min.fill(String(lowest + 1));
  await modal.getByTestId('filter-price-max').focus();
  await expect(page).toHaveURL(new RegExp(`price=${lowest + 1}-`));
});

test(
  'scrolling near the end loads 60 more, and Back from a product restores the count and place',
  JOURNEY,
  async ({ page, request }) => {
    const response = await request.post('/api/products/productmodellist/', {
      data: { source: 'Newest', language: 'en', taxAreaId: 1 },
    });
    const newest = (await response.json()) as unknown[];
    // The e2e seed (160 products) gives the newest list more than two pages of cards.
    expect(newest.length).toBeGreaterThan(120);
    const shell = new ShellPage(page);
    await shell.open('/en/newest/');
    await expect(page.getByTestId('product-card')).toHaveCount(60);
    await expect(page.getByTestId('back-to-top')).toHaveCount(0);
    await page.getByTestId('grid-sentinel').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('product-card')).toHaveCount(Math.min(120, newest.length));
    await expect(page.getByTestId('back-to-top')).toBeVisible();

    const card = page.getByTestId('product-card-link').nth(100);
    await card.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    await card.click();
    await expect(page.getByTestId('product-name')).toBeVisible();
    await page.goBack();
    await expect(page.getByTestId('product-card')).toHaveCount(Math.min(120, newest.length));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 200);
  },
);

test('the grid size is kept a year in a cookie that the server reads for the first paint', async ({
  page,
  context,
}) => {
  const shell = new ShellPage(page);
  await shell.open(GROUP);
  const grid = page.locator('ul.cat-grid');
  await expect(grid).toHaveAttribute('data-grid-size', 'default');
  await page.getByTestId('grid-size-extended').click();
  await expect(grid).toHaveAttribute('data-grid-size', 'extended');
  await expect(page.getByTestId('grid-size-extended')).toHaveAttribute('aria-pressed', 'true');

  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'grid_size');
  expect(cookie?.value).toBe('extended');
  expect(cookie?.sameSite).toBe('Lax');
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);

  // The server's markup already has the extended grid, so the first paint does not change.
  const html = await (await page.request.get(GROUP, { headers: { accept: 'text/html' } })).text();
  expect(html).toContain('data-grid-size="extended"');
  await page.reload();
  await expect(grid).toHaveAttribute('data-grid-size', 'extended');
});

test('a product group reports its first 3 products and a category-page event with the first 10', async ({
  page,
  request,
}) => {
  const cards = await groupCards(request);
  const shell = new ShellPage(page);
  await shell.open(GROUP);
  const entries = () =>
    page.evaluate(() =>
      ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter(
        (entry) => entry.event === 'productImpressions' || entry.event === 'categoryPage',
      ),
    );
  await expect.poll(async () => (await entries()).length).toBe(2);
  const [impressions, categoryPage] = (await entries()) as [
    { ecommerce: { impressions: { id: string }[] } },
    { category: string; products: { id: string }[] },
  ];
  const firstIds = cards.slice(0, 10).map((card) => String(card.id));
  expect(impressions.ecommerce.impressions.map((product) => product.id)).toEqual(
    firstIds.slice(0, 3),
  );
  expect(categoryPage.products.map((product) => product.id)).toEqual(firstIds);
  await expect(page.locator('h1')).toHaveText(categoryPage.category);
});

test('a property range in the URL (the group offers weight) keeps the cards within it', async ({
  page,
  request,
}) => {
  const cards = (await groupCards(request)) as (ListedCard & {
    properties: { slug: string; value: string }[];
  })[];
  const weights = cards
    .map((card) => Number(card.properties.find((property) => property.slug === 'weight')?.value))
    .filter((weight) => Number.isFinite(weight))
    .sort((a, b) => a - b);
  expect(weights.length, 'cards of the group with a weight').toBeGreaterThanOrEqual(3);
  const low = Math.floor(weights[0] ?? 0);
  const high = Math.ceil(weights[Math.floor(weights.length / 2)] ?? 0);
  const expected = cards.filter((card) => {
    const weight = Number(card.properties.find((property) => property.slug === 'weight')?.value);
    return weight >= low && weight <= high;
  });
  const shell = new ShellPage(page);
  await shell.open(`${GROUP}?weight=${low}-${high}`);
  await expect(page.getByTestId('product-count')).toHaveText(products(expected.length));
  await expect(page.getByTestId('filter-chip')).toHaveText([`Weight (g) ${low}–${high} g ×`]);
  await page.getByTestId('filter-open').click();
  await expect(page.getByTestId('filter-weight-min')).toHaveValue(String(low));
  await expect(page.getByTestId('filter-weight-max')).toHaveValue(String(high));
});

test('a product page counts its view, and the group lists the recommendation order', async ({
  page,
  request,
}) => {
  const shell = new ShellPage(page);
  let cards: Awaited<ReturnType<typeof groupCards>> = [];
  // The default sort is the recommendation order of recent views and sales (catalogue §7). An
  // earlier test's view may land between the api's answer and the page's: read both again.
  await expect(async () => {
    cards = await groupCards(request);
    await shell.open(GROUP);
    const firstIds = cards.slice(0, firstPageSize(cards.length)).map((card) => card.id);
    expect(await shownCardIds(page, firstIds.length)).toEqual(firstIds);
  }).toPass({ timeout: 30_000 });
  const counted = page.waitForResponse((response) =>
    response.url().includes('/api/recommendations/views/'),
  );
  await page.getByTestId('product-card-link').first().click();
  await expect(page.getByTestId('product-name')).toBeVisible();
  const answer = await counted;
  expect(answer.status()).toBe(204);
  expect(answer.request().postDataJSON()).toEqual({ model_id: cards[0]?.id });
});

test('a long group description is trimmed to whole sentences and read whole in a modal', async ({
  page,
  request,
}) => {
  const response = await request.get(
    `/api/products/productgroup/?path=${PRODUCT_GROUP_PATH.slice(1, -1)}&lang=en`,
  );
  const [group] = (await response.json()) as { name: string; description: string }[];
  if (!group) throw new Error('no group');
  expect(group.description.length).toBeGreaterThan(500);
  const shell = new ShellPage(page);
  await shell.open(GROUP);
  const description = page.getByTestId('description');
  const shown = (await description.locator('p:visible').first().textContent()) ?? '';
  // Desktop: at most 500 characters, ending at a sentence.
  expect(shown.length).toBeLessThanOrEqual(500);
  expect(shown).toMatch(/[.!?]$/);
  const readMore = description.getByTestId('description-read-more').filter({ visible: true });
  await readMore.click();
  const modal = page.getByTestId('description-modal');
  await expect(modal).toBeVisible();
  await expect(modal.locator('h2')).toHaveText(group.name);
  await expect(modal.locator('p')).toHaveText(group.description);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(readMore).toBeFocused();
});

test('the grid asks the api for pages, never the whole list, and the server page holds the first rows and block', async ({
  page,
  request,
}) => {
  const cards = await listedCards(request);
  const firstPage = firstPageSize(cards.length);
  const asked: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/products/productmodellist/')) {
      asked.push(new URL(sent.url()).pathname);
    }
  });
  const shell = new ShellPage(page);
  await shell.open(GROUP);
  await expect(page.getByTestId('product-count')).toHaveText(products(cards.length));
  await expect(page.getByTestId('product-card')).toHaveCount(firstPage);
  // The server's page (its lists now kept by the api) shows the first rows (16 cards, the rest
  // render once the browser has taken over) and hands over the first block's cards, not the
  // whole list.
  const html = await (await page.request.get(GROUP)).text();
  expect(html.match(/data-product-id=/g)?.length).toBe(Math.min(firstPage, 16));
  const handedOver = html.match(/"manufacturerSlug":/g)?.length ?? 0;
  expect(handedOver).toBe(Math.min(cards.length, 60));
  await page.getByTestId('sort-select').selectOption('lowest');
  await expect(page).toHaveURL(/sort=lowest/);
  await expect(page.getByTestId('product-grid')).toHaveAttribute('aria-busy', 'false');
  expect(asked.length).toBeGreaterThan(0);
  expect(asked.every((path) => path === '/api/products/productmodellist/page/')).toBe(true);
});

test('a new sort marks the grid busy until its cards come, keeping the cards before', async ({
  page,
  request,
}) => {
  const cards = await groupCards(request);
  const shell = new ShellPage(page);
  await shell.open(GROUP);
  const before = await shownCardIds(page, firstPageSize(cards.length));
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/products/productmodellist/page/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByTestId('sort-select').selectOption('highest');
  const grid = page.getByTestId('product-grid');
  await expect(grid).toHaveAttribute('aria-busy', 'true');
  expect(await cardIds(page)).toEqual(before);
  release();
  await expect(grid).toHaveAttribute('aria-busy', 'false');
  await expect.poll(async () => (await cardIds(page))[0]).not.toBe(before[0]);
});

test("a brand whose load fails shows 'Manufacturer not found.'", async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.open('/en/manufacturers/');
  const brand = page.getByTestId('brand').first().getByRole('link');
  await expect(brand).toBeVisible();
  // Catalogue §2, §8: the brand page's load failing (the brand gone since the route table was
  // read) is a 404 page with the brand message, not an error page.
  await page.route('**/api/brand/?*', (route) =>
    route.fulfill({ status: 404, json: { error: 'Manufacturer not found' } }),
  );
  await brand.click();
  await expect(page.getByTestId('catalog-not-found')).toContainText('Manufacturer not found.');
});
