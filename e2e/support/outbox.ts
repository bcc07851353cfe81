import type { APIRequestContext } from '@playwright/test';
import type { OutboxMessage } from '@shop/shared-contracts';
import { ADMIN } from './accounts';
import { expect } from './fixtures';

/**
 * The messages the shop "sent" to an address, newest first. This shop sends no mail: every
 * email lands in the outbox, which only an admin may read. Call it with a request context of
 * its own: the page's would take the admin's session cookie into the shopper's browser.
 */
export async function outboxOf(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const login = await request.post('/api/customer/login/', {
    data: { username: ADMIN.email, password: ADMIN.password },
  });
  expect(login.status()).toBe(200);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const outbox = await request.get(`/api/customer/admin/outbox/?to=${encodeURIComponent(to)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(outbox.status()).toBe(200);
  return (await outbox.json()) as OutboxMessage[];
}

/** The newest activation link the shop "sent" to an address. */
export async function activationLink(request: APIRequestContext, to: string): Promise<string> {
  const messages = await outboxOf(request, to);
  const link = messages.find((message) => message.kind === 'account-activation')?.link;
  expect(link, `an activation email to ${to}`).toBeTruthy();
  return link ?? '';
}
