import { loginResponseSchema } from '@shop/shared-contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { up as retirePublishedPasswords } from '../src/db/migrations/0022-retire-published-staff-passwords.js';
import { DEMO_PASSWORD } from '../src/db/seed/customers.js';
import { verifyPassword } from '../src/modules/customers/customers.passwords.js';
import { withCustomerTables } from '../src/modules/customers/customers.table.js';
import { demoLoginToken } from './support/sale-fixtures.js';
import {
  createTestEnvironment,
  startTestApp,
  TEST_STAFF,
  type TestEnvironment,
  testBackends,
} from './support/test-app.js';

/**
 * Issue 13 point 1: a deployment's first start (PostgreSQL, or NODE_ENV=production) seeds no
 * demo customer and no account with a published password; the admin gets a random password
 * written once to the console.
 */
describe.each(testBackends())('a deployment’s first start on %s', (backend) => {
  let environment: TestEnvironment;
  let app: FastifyInstance | undefined;
  let printed = '';

  beforeAll(async () => {
    environment = await createTestEnvironment(backend);
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      printed += String(chunk);
      return true;
    });
    try {
      app = await buildApp({
        ...environment.config,
        demoAccounts: false,
        adminEmail: 'yllapito@example.com',
        adminPassword: undefined,
      });
    } finally {
      stderr.mockRestore();
    }
  });
  afterAll(async () => {
    await app?.close();
    await environment?.remove();
  });

  const logIn = (username: string, password: string) =>
    (app as FastifyInstance).inject({
      method: 'POST',
      url: '/api/customer/login/',
      payload: { username, password },
    });

  it('has the admin only, whose random password was printed once and logs in', async () => {
    const db = (app as FastifyInstance).db;
    const accounts = await withCustomerTables(db)
      .selectFrom('customers')
      .select(['email', 'is_admin', 'is_staff'])
      .execute();
    expect(accounts).toEqual([{ email: 'yllapito@example.com', is_admin: true, is_staff: true }]);
    const password = printed.match(/created with the password (\S+)/)?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect(password).not.toBe(DEMO_PASSWORD);
    const login = await logIn('yllapito@example.com', password);
    expect(login.statusCode).toBe(200);
    expect(loginResponseSchema.parse(login.json()).access_token).toMatch(/\S/);
  });

  it('lets no README account log in with the README password', async () => {
    for (const email of ['asiakas@example.com', 'henkilokunta@example.com', 'admin@example.com']) {
      expect((await logIn(email, DEMO_PASSWORD)).statusCode, email).not.toBe(200);
    }
  });

  it('prints nothing on the next start: the admin exists', async () => {
    await app?.close();
    let again = '';
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      again += String(chunk);
      return true;
    });
    try {
      app = await buildApp({
        ...environment.config,
        demoAccounts: false,
        adminPassword: undefined,
      });
    } finally {
      stderr.mockRestore();
    }
    expect(again).not.toContain('password');
  });
});

describe('which databases get the demo customers', () => {
  it('only the embedded demo, never in production, unless DEMO_ACCOUNTS says so', () => {
    expect(loadConfig({}).demoAccounts).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/shop' }).demoAccounts).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).demoAccounts).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_ACCOUNTS: '1' }).demoAccounts).toBe(false);
    expect(
      loadConfig({ DATABASE_URL: 'postgres://db/shop', DEMO_ACCOUNTS: '1' }).demoAccounts,
    ).toBe(true);
    expect(() => loadConfig({ DEMO_ACCOUNTS: 'yes' })).toThrow(/DEMO_ACCOUNTS/);
  });
});

describe.each(testBackends())(
  'a database seeded with published staff passwords, on %s',
  (backend) => {
    let started: Awaited<ReturnType<typeof startTestApp>> | undefined;
    beforeAll(async () => {
      started = await startTestApp(backend);
    });
    afterAll(() => started?.close());

    it('locks every staff and admin account that still has it, and no customer', async () => {
      const app = (started as NonNullable<typeof started>).app;
      const staffLogin = await demoLoginToken(app, TEST_STAFF.email);
      const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
      try {
        await retirePublishedPasswords(app.db as Kysely<unknown>);
      } finally {
        stderr.mockRestore();
      }
      const hashOf = async (email: string) =>
        (
          await withCustomerTables(app.db)
            .selectFrom('customers')
            .select('password_hash')
            .where('email', '=', email)
            .executeTakeFirstOrThrow()
        ).password_hash;
      expect(await verifyPassword(await hashOf(TEST_STAFF.email), DEMO_PASSWORD)).toBe(false);
      expect(await verifyPassword(await hashOf('admin@example.com'), DEMO_PASSWORD)).toBe(false);
      expect(await verifyPassword(await hashOf('asiakas@example.com'), DEMO_PASSWORD)).toBe(true);
      const customer = await app.inject({
        url: '/api/customer/',
        headers: { authorization: `Bearer ${staffLogin}` },
      });
      expect(customer.statusCode).toBe(401);
    });
  },
);
