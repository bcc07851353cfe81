import { AccountOrdersPage, DEMO_CUSTOMER } from '../support/account-orders-page';
import { expect, test } from '../support/fixtures';

// Issue 12 point 3: order history, wishlist removal and the account pages on a phone.

test('the demo customer sees their four orders, newest first, and opens one', async ({ page }) => {
  const account = new AccountOrdersPage(page);
  await account.logIn();
  await account.shell.open('/en/accounts/');
  await expect(account.orders()).toHaveCount(4);
  await expect(page.getByTestId('account-orders-count')).toHaveText('You have 4 orders.');
  await expect(page.getByTestId('account-order-number')).toHaveText([
    '1000102',
    '1000104',
    '1000103',
    '1000101',
  ]);
  // Catalogue §4 labels: shipped reads 'Dispatched', manual_cancellation 'Cancellation pending'.
  await expect(account.order('1000101').getByTestId('account-order-status')).toHaveText(
    'Dispatched',
  );
  await expect(account.order('1000103').getByTestId('account-order-status')).toHaveText(
    'Cancellation pending',
  );
  // The seed's shipped order is being returned; the others have no return.
  await expect(account.order('1000101').getByTestId('account-order-return')).toHaveText(
    'Return being processed',
  );

  const shipped = account.order('1000101');
  await expect(shipped.getByTestId('account-order-detail')).toBeHidden();
  await shipped.locator('summary').click();
  await expect(shipped.getByTestId('account-order-detail')).toBeVisible();
  await expect(shipped.getByTestId('summary-line')).toHaveCount(2);
  await expect(shipped.getByTestId('account-order-total')).toHaveText(/\S/);

  // The anchor opens the order directly.
  await account.shell.open('/en/accounts/#order-1000104');
  await expect(account.order('1000104').getByTestId('account-order-detail')).toBeVisible();
});

test('a wishlist item is removed with its Remove button', async ({ page }) => {
  const account = new AccountOrdersPage(page);
  await account.logIn();
  await account.shell.open('/en/wishlist/');
  await expect(account.wishlistItems()).toHaveCount(3);
  const first = account.wishlistItems().first();
  const modelId = Number(await first.getAttribute('data-model-id'));
  await first.getByTestId('wishlist-remove').click();
  await expect(account.wishlistItems()).toHaveCount(2);
  await expect(
    page.locator(`[data-testid="wishlist-item"][data-model-id="${modelId}"]`),
  ).toHaveCount(0);
  await expect(page.getByTestId('wishlist-count')).toHaveText(
    'You have 2 products on your wishlist.',
  );
  // Put it back, so the seeded wishlist stays as other tests expect it.
  const restored = await page.request.post('/api/customer/wishlist_toggle/', {
    headers: { Authorization: await account.authorization() },
    data: { model_id: modelId },
  });
  expect(restored.ok()).toBe(true);
});

test.describe('on a 390 px wide phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the account page does not scroll sideways', async ({ page }) => {
    const account = new AccountOrdersPage(page);
    await account.logIn();
    await account.shell.open('/en/accounts/');
    await expect(account.orders()).toHaveCount(4);
    for (const order of await account.orders().all()) await order.locator('summary').click();
    await expect(page.getByTestId('account-order-detail').first()).toBeVisible();
    expect(await account.scrollWidth()).toBeLessThanOrEqual(390);
  });

  test('the order lookup page does not scroll sideways, with an order shown', async ({ page }) => {
    const account = new AccountOrdersPage(page);
    await account.shell.open('/nayta-tilaus/');
    expect(await account.scrollWidth()).toBeLessThanOrEqual(390);
    await page.getByTestId('view-order-email').fill(DEMO_CUSTOMER.email);
    await page.getByTestId('view-order-order-number').fill('1000101');
    await page.getByTestId('view-order-submit').click();
    await expect(page.getByTestId('order-summary')).toBeVisible();
    expect(await account.scrollWidth()).toBeLessThanOrEqual(390);
  });
});
