import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { listedCards } from '../support/seeded-products';
import { ShellPage } from '../support/shell-page';

const DEMO = { email: 'asiakas@example.com', password: 'Outdoor2026!' };

/** The path of the listed product with the most reviews (more than a page of them). */
async function mostReviewedProductPath(request: APIRequestContext): Promise<string> {
  const cards = await listedCards(request);
  const reviewed = cards
    .filter((card) => !card.isSecondHand)
    .sort((a, b) => b.rating.count - a.rating.count)[0];
  expect(reviewed?.rating.count ?? 0).toBeGreaterThan(10);
  return reviewed?.path ?? '';
}

test('a product page lists its reviews ten at a time, and a vote needs a login and can be taken back', async ({
  page,
}) => {
  const path = await mostReviewedProductPath(page.request);
  const shell = new ShellPage(page);
  await shell.open(`/en${path}`);
  // The stars lead to the Reviews tab.
  await page.getByTestId('review-stars-link').click();
  await expect(page.getByTestId('product-tab-reviews')).toHaveAttribute('aria-selected', 'true');
  const reviews = page.getByTestId('product-reviews');
  await expect(reviews.getByRole('heading', { name: 'Reviews' })).toBeVisible();
  await expect(reviews.getByTestId('review')).toHaveCount(10);
  await reviews.getByTestId('reviews-more').click();
  await expect.poll(() => reviews.getByTestId('review').count()).toBeGreaterThan(10);

  // Most helpful first: the first review's helpful count is the largest shown.
  await reviews.getByTestId('reviews-sort').selectOption('votes');
  await expect(reviews.getByTestId('review')).toHaveCount(10);

  // A guest is told to log in.
  const first = reviews.getByTestId('review').first();
  await first.getByTestId('review-vote-up').click();
  await expect(first.getByTestId('review-vote-login')).toHaveText(
    'You need to be logged in to like',
  );

  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('account-menu')).toContainText(DEMO.email);
  // `#reviews` in the address opens the Reviews tab.
  await shell.open(`/en${path}#reviews`);

  const review = page.getByTestId('product-reviews').getByTestId('review').first();
  const up = review.getByTestId('review-vote-up');
  const countOf = async () => Number((await up.textContent())?.match(/\((\d+)\)/)?.[1]);
  const before = await countOf();
  const wasPressed = (await up.getAttribute('aria-pressed')) === 'true';
  await up.click();
  await expect(up).toHaveAttribute('aria-pressed', wasPressed ? 'false' : 'true');
  await expect.poll(countOf).toBe(wasPressed ? before - 1 : before + 1);
  await expect(up).toBeEnabled();

  // The vote is the customer's: it is there after a reload, and pressing again takes it back.
  await page.reload();
  await page.getByTestId('product-tab-reviews').click();
  // The server renders the customer's vote; a click counts once the page has hydrated.
  await expect(page.locator('html[data-shop-interactive]')).toBeAttached();
  const again = page.getByTestId('product-reviews').getByTestId('review').first();
  const upAgain = again.getByTestId('review-vote-up');
  await expect(upAgain).toHaveAttribute('aria-pressed', wasPressed ? 'false' : 'true');
  await upAgain.click();
  await expect(upAgain).toHaveAttribute('aria-pressed', wasPressed ? 'true' : 'false');
  await expect(upAgain).toBeEnabled();
});
