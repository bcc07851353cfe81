import { ADMIN } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { ShellPage } from '../support/shell-page';

// Pages behind the fixed routes of platform §2, each with data from the api.

test('view-order finds a seeded order by email and number, and not with a wrong pair', async ({
  page,
}) => {
  await new ShellPage(page).open('/en/view-order/');
  await page.getByTestId('view-order-email').fill('asiakas@example.com');
  await page.getByTestId('view-order-order-number').fill('1000101');
  await page.getByTestId('view-order-submit').click();
  await expect(page.getByTestId('order-number')).toContainText('1000101');
  await expect(page.getByTestId('summary-line')).toHaveCount(2);
  await page.getByTestId('view-order-email').fill('someone-else@example.com');
  await page.getByTestId('view-order-submit').click();
  await expect(page.getByTestId('view-order-error')).toBeVisible();
});

test('view-order asks for a mailed code after an email missed three times, and opens with it', async ({
  page,
  request,
}) => {
  // Three misses of the email (from any address) end lookups by email and number alone.
  for (const number of ['1000001', '1000002', '1000003']) {
    const miss = await request.get(
      `/api/orders/lookup/?email=vieras@example.com&order_number=${number}`,
    );
    expect(miss.status()).toBe(404);
  }
  await new ShellPage(page).open('/en/view-order/');
  await page.getByTestId('view-order-email').fill('vieras@example.com');
  await page.getByTestId('view-order-order-number').fill('1000105');
  await page.getByTestId('view-order-submit').click();
  await expect(page.getByTestId('view-order-code-panel')).toContainText('To protect your order');
  await page.getByTestId('view-order-send-code').click();
  await expect(page.getByTestId('view-order-code-panel')).toContainText('a 6-digit code');

  // The code is in the outbox (read by the admin): this shop sends no mail.
  const login = await request.post('/api/customer/login/', {
    data: { username: ADMIN.email, password: ADMIN.password },
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const outbox = await request.get('/api/customer/admin/outbox/?to=vieras@example.com', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const messages = (await outbox.json()) as { kind: string; body: string }[];
  const mail = messages.find((message) => message.kind === 'order-lookup-code');
  const code = /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await page.getByTestId('view-order-code').fill(code);
  await page.getByTestId('view-order-submit').click();
  await expect(page.getByTestId('order-number')).toContainText('1000105');
});

test('a pay-later confirmation goes to the outcome page of its order', async ({ page }) => {
  await new ShellPage(page).open(
    '/en/checkout/klarna/confirm/?klarna_order_id=cba3a58a-152d-820b-d761-37ba41d62fae',
  );
  await expect(page).toHaveURL(/\/en\/order\/payment_ok\/1000104\/[^/]+\/$/);
  await expect(page.getByTestId('order-outcome')).toHaveAttribute('data-outcome', 'ok');
});

test('an outcome page whose order cannot be found does not thank for it', async ({ page }) => {
  await new ShellPage(page).open('/en/order/payment_ok/9999999/not-a-token/');
  const outcome = page.getByTestId('order-outcome');
  await expect(outcome.getByRole('heading', { level: 1 })).toHaveText('Order not found');
  await expect(outcome.getByTestId('order-outcome-error')).toBeVisible();
  await expect(outcome).not.toContainText('Thank you');
});

test("a static page's prices follow the market: kronor on the Swedish delivery page", async ({
  page,
}) => {
  await new ShellPage(page).open('/sv/delivery/?delivery_country=se&currency=sek');
  const text = page.getByTestId('static-page');
  await expect(text).toContainText('kr');
  await expect(text).not.toContainText('€');
});

test('the account page asks for a login first and then shows the customer', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.open('/en/accounts/');
  await expect(page).toHaveURL(/\/en\/accounts\/login\/\?next=/);
  await page.getByLabel('Email').fill('asiakas@example.com');
  await page.getByLabel('Password').fill('Outdoor2026!');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/en\/accounts\/$/);
  await expect(page.getByTestId('account-email')).toContainText('asiakas@example.com');
});

test('an activation link activates once, then says the account is active', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.open('/en/accounts/activate/demo-activation-uusi-asiakas-2026/');
  await expect(page.getByTestId('activation-activated')).toBeVisible();
  await shell.open('/tili/aktivoi/demo-activation-uusi-asiakas-2026/');
  await expect(page.getByTestId('activation-already-activated')).toBeVisible();
});

test.describe(() => {
  test.use({ expectedConsoleErrors: /^Loading store\|atlantis\|en failed/ });

  test('stores list the shops, and an unknown store says it does not exist', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.open('/sv/butiker/');
    await expect(page.getByTestId('store-card').first()).toBeVisible();
    await page.getByTestId('store-card').first().getByRole('link').first().click();
    await expect(page.getByTestId('store-details')).toBeVisible();
    await shell.open('/en/stores/atlantis/');
    await expect(page.getByText('The store "atlantis" does not exist.')).toBeVisible();
  });
});

test('a blog post, and a newsletter sign-up confirmed from the emailed link', async ({
  page,
  request,
}) => {
  const shell = new ShellPage(page);
  await shell.open('/en/life-outdoors/blog/how-to-choose-alpine-skis/');
  await expect(page.getByTestId('blog-post')).toBeVisible();
  await shell.open('/en/forest-newsletter/');
  const email = `forest-${Date.now()}@example.com`;
  const form = page.getByTestId('newsletter-form');
  await form.getByRole('textbox').fill(email);
  await form.getByRole('checkbox').check();
  await form.getByRole('button').click();
  await expect(page.getByTestId('form-success')).toHaveText(
    'Thank you! Confirm your subscription with the link we sent to your email.',
  );

  // Double opt-in: the outbox (read by the admin, in a context of its own) holds the link.
  const login = await request.post('/api/customer/login/', {
    data: { username: ADMIN.email, password: ADMIN.password },
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const outbox = await request.get(`/api/customer/admin/outbox/?to=${encodeURIComponent(email)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const messages = (await outbox.json()) as { kind: string; link: string | null }[];
  const link = messages.find((message) => message.kind === 'newsletter-confirmation')?.link ?? '';
  expect(link).toMatch(/^\/en\/newsletter\/confirm\/[\w-]{43}\/$/);
  await shell.open(link);
  await page.getByTestId('newsletter-confirm').click();
  await expect(page.getByTestId('newsletter-confirmed')).toHaveText(
    'Your subscription is confirmed: Forest newsletter. Thank you!',
  );
});

test('the repair service the menu links to is a page of its own', async ({ page }) => {
  await new ShellPage(page).open('/sv/repair-service/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reparationsservice');
});
