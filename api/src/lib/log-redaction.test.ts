import { describe, expect, it } from 'vitest';
import { REDACTED, redactUrl } from './log-redaction.js';

describe('redactUrl', () => {
  it('replaces tokens in the path and secret or personal query values', () => {
    expect(redactUrl('/api/payments/sandbox/3f2c1a9e-8d7b-4c6a-9e1f-0a2b3c4d5e6f/')).toBe(
      `/api/payments/sandbox/${REDACTED}/`,
    );
    expect(redactUrl('/accounts/password/reset/confirm/Zx81kQ2mP0aB7cD9eF3gH4/')).toBe(
      `/accounts/password/reset/confirm/${REDACTED}/`,
    );
    expect(redactUrl('/accounts/stop_reminders/aino%40example.com/')).toBe(
      `/accounts/stop_reminders/${REDACTED}/`,
    );
    expect(
      redactUrl('/api/releases/overrides/apply/?override=eyJyZW1vdGVzIjp7fX0.abc&lang=fi'),
    ).toBe(`/api/releases/overrides/apply/?override=${REDACTED}&lang=fi`);
    expect(redactUrl('/api/payments/callback/?session=1&sig=ab12&state=approved')).toBe(
      `/api/payments/callback/?session=${REDACTED}&sig=${REDACTED}&state=approved`,
    );
    expect(redactUrl('/api/order/lookup/?email=a%40b.fi&order=1000101')).toBe(
      `/api/order/lookup/?email=${REDACTED}&order=1000101`,
    );
  });

  it('keeps slugs, ids and ordinary queries as they were', () => {
    for (const url of [
      '/routa/footwear/hiking-footwear/hiking-boots/pilvi-low-womens-hiking-boots/',
      '/api/product_reviews/?model_id=12&page=1&sort=votes',
      '/en/alpine-skiing/?price=20-150&sort=lowest',
      '/order/payment_ok/1000101/',
    ]) {
      expect(redactUrl(url)).toBe(url);
    }
  });
});
