import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ShellPage } from '../support/shell-page';

interface Brand {
  readonly slug: string;
}

/** Brands of the seeded catalogue with exactly `count` products, asked of the api. */
async function brandWith(request: APIRequestContext, count: number): Promise<string> {
  const brands = (await (await request.get('/api/brands/?lang=en')).json()) as Brand[];
  for (const { slug } of brands) {
    const response = await request.post('/api/products/productmodellist/', {
      data: { source: 'Manufacturer', slug, language: 'en' },
    });
    const cards = (await response.json()) as unknown[];
    if (cards.length === count) return slug;
  }
  throw new Error(`the seed has no brand with ${count} products`);
}

// Issue 7: counts use each language's plural forms (CLDR), never "1 products".
test('brand pages count their products in English and Russian plural forms', async ({
  page,
  request,
}) => {
  const shell = new ShellPage(page);
  const expected = [
    [1, '/en/', '1 product'],
    [2, '/en/', '2 products'],
    [1, '/ru/', '1 товар'],
    [2, '/ru/', '2 товара'],
    [5, '/ru/', '5 товаров'],
  ] as const;
  for (const [count, prefix, text] of expected) {
    const slug = await brandWith(request, count);
    await shell.open(`${prefix}${slug}/`);
    await expect(page.getByTestId('product-count')).toHaveText(text);
  }
});
