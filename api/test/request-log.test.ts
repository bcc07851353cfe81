import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDACTED } from '../src/lib/log-redaction.js';
import { type ServerProcess, startServerProcess } from './support/server-process.js';
import { createTestEnvironment, type TestEnvironment } from './support/test-app.js';

// Capabilities a URL carries: a payment session, a reset link, an override, a callback's
// signature, an order lookup's email, token and code.
const SESSION = '3f2c1a9e-8d7b-4c6a-9e1f-0a2b3c4d5e6f';
const RESET = 'Zx81kQ2mP0aB7cD9eF3gH4';
const OVERRIDE = 'eyJyZW1vdGVzIjp7fX0.override-signature';
const SIGNATURE = 'a1b2c3d4e5f6a7b8c9d0';
const EMAIL = 'aino.asiakas@example.com';
const ORDER_TOKEN = 'order-token-0123456789abcdef';
const URLS = [
  `/api/payments/sandbox/${SESSION}/`,
  `/accounts/password/reset/confirm/${RESET}/`,
  `/api/releases/overrides/apply/?override=${OVERRIDE}&lang=fi`,
  `/api/payments/callback/?session=${SESSION}&sig=${SIGNATURE}&state=approved`,
  `/api/order/lookup/?email=${encodeURIComponent(EMAIL)}&order=1000101&token=${ORDER_TOKEN}&code=123456`,
];

// The log is the process's own output: PGlite only (the database plays no part).
describe('the request log of a running api', () => {
  let environment: TestEnvironment;
  let server: ServerProcess;

  beforeAll(async () => {
    environment = await createTestEnvironment('pglite', { prepared: true });
    server = await startServerProcess(environment.config, {
      env: { LOG_LEVEL: 'info' },
      captureOutput: true,
    });
  }, 60_000);
  afterAll(async () => {
    server?.kill();
    await server?.exited;
    await environment?.remove();
  });

  it('logs each request with its secrets and personal data replaced', async () => {
    for (const url of URLS) await (await fetch(`${server.origin}${url}`)).arrayBuffer();
    await expect.poll(() => server.output().split(REDACTED).length - 1).toBeGreaterThanOrEqual(8);
    const log = server.output();
    // The requests are there, by their paths.
    expect(log).toContain('/api/payments/sandbox/');
    expect(log).toContain('/api/order/lookup/?email=');
    for (const secret of [SESSION, RESET, OVERRIDE, SIGNATURE, EMAIL, ORDER_TOKEN]) {
      expect(log).not.toContain(secret);
      expect(log).not.toContain(encodeURIComponent(secret));
    }
    expect(log).not.toMatch(/code=\d/);
  });
});
