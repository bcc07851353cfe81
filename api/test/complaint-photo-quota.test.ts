import { apiErrorSchema } from '@shop/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../src/db/seed/customers.js';
import { demoLoginToken } from './support/sale-fixtures.js';
import { startTestApp, testBackends } from './support/test-app.js';

// Complaint photos cost disk: a guest's uploads an hour are counted by address, a customer's by
// account (three times as many), and the photos waiting for their complaint are bounded in all.

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const MB = 1024 * 1024;
const png = (size = 64) =>
  Buffer.concat([PNG_SIGNATURE, Buffer.alloc(size - PNG_SIGNATURE.length)]);

describe.each(testBackends())('complaint photo quotas on %s', (backend) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await startTestApp(backend, {
      photoUploadsPerHour: 2,
      unattachedPhotoMiBMax: 3,
    }));
  });
  afterAll(() => close?.());

  function upload(remoteAddress: string, bytes = png(), token?: string) {
    return app.inject({
      method: 'POST',
      url: '/api/complaints/photos/',
      headers: {
        'content-type': 'image/png',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      payload: bytes,
      remoteAddress,
    });
  }

  it("refuses a guest's uploads past the hour's count from one address, and only there", async () => {
    expect((await upload('192.0.2.10')).statusCode).toBe(201);
    expect((await upload('192.0.2.10')).statusCode).toBe(201);
    const refused = await upload('192.0.2.10');
    expect(refused.statusCode).toBe(429);
    expect(apiErrorSchema.parse(refused.json()).code).toBe('TOO_MANY_REQUESTS');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await upload('192.0.2.11')).statusCode).toBe(201);
  });

  it('gives a logged-in customer three times as many, counted by account', async () => {
    const token = await demoLoginToken(app, DEMO_ACCOUNTS[0].email);
    const statuses: number[] = [];
    for (let index = 0; index < 7; index += 1) {
      // From changing addresses: the account is what counts.
      statuses.push((await upload(`198.51.100.${index}`, png(), token)).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 429]);
  });

  it('pauses uploads with a 503 while the waiting photos fill their total', async () => {
    await sql`delete from complaint_photos`.execute(app.db);
    expect((await upload('203.0.113.1', png(2 * MB))).statusCode).toBe(201);
    expect((await upload('203.0.113.2', png(2 * MB))).statusCode).toBe(201);
    const paused = await upload('203.0.113.3');
    expect(paused.statusCode).toBe(503);
    expect(apiErrorSchema.parse(paused.json()).code).toBe('SERVER_BUSY');
    expect(Number(paused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
