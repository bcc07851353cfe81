import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { userInfo } from 'node:os';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CommandContext } from '../src/cli/context.js';
import { runCli } from '../src/cli/run-cli.js';
import { loadCliConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { verifyPassword } from '../src/modules/customers/customers.passwords.js';
import { withCustomerTables } from '../src/modules/customers/customers.table.js';
import { writeBuiltRemote } from './support/fixture-shop.js';
import { createTestEnvironment, type TestEnvironment, testBackends } from './support/test-app.js';

const run = promisify(execFile);
// A command opens the database and migrates (a fresh PGlite each time).
vi.setConfig({ testTimeout: 120_000 });
const CLI = fileURLToPath(new URL('../src/cli.ts', import.meta.url));

/** What a command printed; a failed one rejects with its message as `stderr`. */
interface CliResult {
  readonly stdout: string;
}

describe.each(testBackends())('cli on %s', (backend) => {
  let environment: TestEnvironment;

  beforeAll(async () => {
    environment = await createTestEnvironment(backend);
  });
  afterAll(() => environment?.remove());

  function cli(...args: string[]) {
    return cliWith({}, ...args);
  }

  function environmentOf(extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
    const { config } = environment;
    return {
      ...process.env,
      ...extra,
      DATA_DIR: config.dataDir,
      SHOP_ROOT: config.shopRoot,
      SEED_PRODUCTS: '20',
      LOG_LEVEL: 'silent',
      DATABASE_URL: config.databaseUrl ?? '',
      DATABASE_SCHEMA: config.databaseSchema ?? '',
    };
  }

  /**
   * Runs a command line in this process, as `api/dist/cli.js` runs it (a process per command
   * cost some 3 s each in tsx); the entry itself is tested once below.
   */
  async function cliWith(extra: NodeJS.ProcessEnv, ...args: string[]): Promise<CliResult> {
    const env = environmentOf(extra);
    const lines: string[] = [];
    const config = loadCliConfig(env);
    const context: CommandContext = {
      config,
      env,
      log: pino({ level: 'silent' }),
      print: (line) => lines.push(line),
    };
    try {
      await runCli(args, context);
    } catch (error) {
      throw { stdout: lines.join('\n'), stderr: error instanceof Error ? error.message : error };
    }
    return { stdout: `${lines.join('\n')}\n` };
  }

  async function countProducts() {
    const { db, close } = await openDatabase(environment.config);
    try {
      const row = await db
        .selectFrom('product_models')
        .where('is_gift_card', '=', false)
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    } finally {
      await close();
    }
  }

  it('prepare migrates, seeds and publishes every built remote', async () => {
    const { stdout } = await cli('prepare');
    expect(stdout).toMatch(/mf-catalog: 0\.1\.0-[0-9a-f]{8} \(active\)/);
    expect(stdout).toMatch(/mf-product: not built, skipped/);
    expect(await countProducts()).toBe(20);
    expect((await cli('remotes', 'list')).stdout).toMatch(/^\* mf-catalog/m);
  });

  it('staff set creates a staff account, resets its password and refuses a common one', async () => {
    const login = async (email: string, password: string) => {
      const { db, close } = await openDatabase(environment.config);
      try {
        const row = await withCustomerTables(db)
          .selectFrom('customers')
          .select(['password_hash', 'is_staff', 'is_admin', 'username'])
          .where('email', '=', email)
          .executeTakeFirstOrThrow();
        return { ...row, matches: await verifyPassword(row.password_hash, password) };
      } finally {
        await close();
      }
    };
    const chosen = 'Kivikko-2026-kassa';
    const created = await cliWith(
      { STAFF_PASSWORD: chosen },
      'staff',
      'set',
      'Kassa@example.com',
      '--username',
      'kassa',
    );
    expect(created.stdout).toContain('Created the staff account kassa@example.com.');
    expect(created.stdout).not.toContain(chosen);
    expect(await login('kassa@example.com', chosen)).toMatchObject({
      is_staff: true,
      is_admin: false,
      username: 'kassa',
      matches: true,
    });

    const reset = await cli('staff', 'set', 'kassa@example.com');
    const printed = reset.stdout.match(/Its password: (\S+) \(shown once\)/)?.[1] ?? '';
    expect(reset.stdout).toContain('Updated the staff account kassa@example.com.');
    expect(printed.length).toBeGreaterThanOrEqual(20);
    expect(await login('kassa@example.com', printed)).toMatchObject({ matches: true });
    expect(await login('kassa@example.com', chosen)).toMatchObject({ matches: false });

    await expect(
      cliWith({ STAFF_PASSWORD: 'Password123' }, 'staff', 'set', 'kassa@example.com'),
    ).rejects.toMatchObject({ stderr: expect.stringMatching(/most common passwords/) });
    await expect(
      cliWith({ STAFF_PASSWORD: 'short1' }, 'staff', 'set', 'kassa@example.com'),
    ).rejects.toMatchObject({ stderr: expect.stringMatching(/breaks the rules/) });
  });

  it('seed refuses a seeded catalogue unless told to reset it; a reset keeps the releases', async () => {
    await expect(cli('seed')).rejects.toMatchObject({ stderr: expect.stringMatching(/--reset/) });
    await writeBuiltRemote(environment.config.shopRoot, 'mf-catalog', 'before-reset');
    const version = (await cli('remotes', 'publish', 'mf-catalog')).stdout.match(
      /mf-catalog: (\S+)/,
    )?.[1];
    const history = async () => (await cli('remotes', 'history', 'mf-catalog')).stdout;
    const before = await history();
    expect(before).toContain(`${version}`);

    const { stdout } = await cli('seed', '--reset', '--products', '10', '--seed', '7');
    expect(stdout).toMatch(/Emptied \d+ tables; the remote registry and its history are kept\./);
    expect(await countProducts()).toBe(10);
    expect((await cli('remotes', 'list')).stdout).toMatch(
      new RegExp(`^\\* mf-catalog\\s+${version}`, 'm'),
    );
    expect(await history()).toBe(before);
  });

  it('publishes without activating and activates a chosen version', async () => {
    await writeBuiltRemote(environment.config.shopRoot, 'mf-catalog', 'cli-build');
    const { stdout } = await cli('remotes', 'publish', 'mf-catalog', '--no-activate');
    const version = stdout.match(/mf-catalog: (\S+)/)?.[1] ?? '';
    expect(stdout).not.toContain('(active)');
    expect((await cli('remotes', 'list')).stdout).toMatch(
      new RegExp(`^  mf-catalog\\s+${version}`, 'm'),
    );
    await cli('remotes', 'activate', 'mf-catalog', version);
    expect((await cli('remotes', 'list')).stdout).toMatch(
      new RegExp(`^\\* mf-catalog\\s+${version}`, 'm'),
    );
    await expect(cli('remotes', 'activate', 'mf-catalog', '0.0.0-none')).rejects.toMatchObject({
      stderr: expect.stringMatching(/no published version/),
    });
  });

  it('rolls back, lists the gate’s refusals, forces past them and shows the history', async () => {
    const root = environment.config.shopRoot;
    const before = (await cli('remotes', 'list')).stdout.match(/^\* mf-catalog\s+(\S+)/m)?.[1];
    await writeBuiltRemote(root, 'mf-catalog', 'react-18', { requires: { react: '^18.2.0' } });
    const published = await cli('remotes', 'publish', 'mf-catalog', '--no-activate');
    const refused = published.stdout.match(/mf-catalog: (\S+)/)?.[1] ?? '';
    expect((await cli('remotes', 'list')).stdout).toMatch(
      new RegExp(`^! mf-catalog\\s+${refused}[^\\n]*\\n\\s+Requires react \\^18\\.2\\.0`, 'm'),
    );
    await expect(cli('remotes', 'activate', 'mf-catalog', refused)).rejects.toMatchObject({
      stderr: expect.stringMatching(/refused by the release gate: Requires react/),
    });
    const forced = await cli(
      'remotes',
      'activate',
      'mf-catalog',
      refused,
      '--force',
      '--reason',
      'trying react 18',
    );
    expect(forced.stdout).toContain(`mf-catalog: ${refused} is active (was ${before})`);
    expect(forced.stdout).toContain('forced past: Requires react ^18.2.0');
    expect((await cli('remotes', 'rollback', 'mf-catalog')).stdout).toContain(
      `mf-catalog: ${before} is active (was ${refused})`,
    );
    const history = (await cli('remotes', 'history', 'mf-catalog')).stdout.split('\n');
    expect(history[0]).toMatch(new RegExp(`rollback ${refused} -> ${before}  by cli:`));
    expect(history[1]).toMatch(/activate .* FORCED {2}"trying react 18"$/);
  });

  it('activates a set, lists it, rolls it back and prunes', async () => {
    const root = environment.config.shopRoot;
    const listed = async () => (await cli('remotes', 'list')).stdout;
    const activeOf = async (remote: string) =>
      (await listed()).match(new RegExp(`^\\* ${remote}\\s+(\\S+)`, 'm'))?.[1];
    const before = { catalog: await activeOf('mf-catalog'), content: await activeOf('mf-content') };
    const versionOf = async (remote: string, build: string) => {
      await writeBuiltRemote(root, remote, build);
      const { stdout } = await cli('remotes', 'publish', remote, '--no-activate');
      return stdout.match(new RegExp(`${remote}: (\\S+)`))?.[1] ?? '';
    };
    const catalog = await versionOf('mf-catalog', 'set-build');
    const content = await versionOf('mf-content', 'set-build');
    const set = await cli(
      'remotes',
      'activate-set',
      `mf-catalog@${catalog}`,
      `mf-content@${content}`,
      '--reason',
      'together',
    );
    const id = set.stdout.match(/^set (\d+):/m)?.[1];
    expect(set.stdout).toContain(`mf-content: ${content} is active (was ${before.content})`);
    expect((await cli('remotes', 'sets')).stdout).toMatch(
      new RegExp(`^set ${id} .* by cli:\\S+ {2}"together"$`, 'm'),
    );
    expect((await cli('remotes', 'rollback-set', id ?? '')).stdout).toContain(
      `(rolls back set ${id})`,
    );
    expect([await activeOf('mf-catalog'), await activeOf('mf-content')]).toEqual([
      before.catalog,
      before.content,
    ]);
    const pruned = await cli('remotes', 'prune', 'mf-catalog', '--keep', '1');
    expect(pruned.stdout).toMatch(/^mf-catalog: \S+ removed$/m);
    expect(await activeOf('mf-catalog')).toBe(before.catalog);
  });

  it('makes, lists and revokes named release tokens, keeping only their hash', async () => {
    expect((await cli('remotes', 'token', 'list')).stdout).toContain(
      'No release token has been created.',
    );
    const created = await cli('remotes', 'token', 'create', 'ci-pipeline', '--as', 'alice');
    const token = created.stdout.trim().split('\n').at(-1) ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    const { db, close } = await openDatabase(environment.config);
    try {
      const { rows } = await sql<{ token_hash: string; created_by: string }>`
        select token_hash, created_by from release_tokens where name = 'ci-pipeline'
      `.execute(db);
      expect(rows).toEqual([
        {
          token_hash: createHash('sha256').update(token).digest('hex'),
          created_by: `alice (cli:${userInfo().username})`,
        },
      ]);
    } finally {
      await close();
    }
    expect((await cli('remotes', 'token', 'list')).stdout).toMatch(
      /^ci-pipeline\s+created \S+ by alice \(cli:\S+\)\s+never used$/m,
    );
    await expect(cli('remotes', 'token', 'create', 'ci-pipeline')).rejects.toMatchObject({
      stderr: expect.stringMatching(/exists/),
    });
    await expect(cli('remotes', 'token', 'create', 'no spaces')).rejects.toMatchObject({
      stderr: expect.stringMatching(/not a token name/),
    });
    expect((await cli('remotes', 'token', 'revoke', 'ci-pipeline')).stdout).toContain(
      'Revoked the release token ci-pipeline',
    );
    expect((await cli('remotes', 'token', 'list')).stdout).toMatch(
      /^ci-pipeline\s+.*never used {2}REVOKED \S+$/m,
    );
    await expect(cli('remotes', 'token', 'revoke', 'ci-pipeline')).rejects.toMatchObject({
      stderr: expect.stringMatching(/no release token ci-pipeline/),
    });
  });

  it('records who ran a command on the database, and wants a reason with --force', async () => {
    const user = userInfo().username;
    await writeBuiltRemote(environment.config.shopRoot, 'mf-catalog', 'who-ran-it');
    const { stdout } = await cli('remotes', 'publish', 'mf-catalog', '--no-activate');
    const version = stdout.match(/mf-catalog: (\S+)/)?.[1] ?? '';
    const history = async () => (await cli('remotes', 'history', 'mf-catalog')).stdout;
    expect((await history()).split('\n')[0]).toContain(`-> ${version}  by cli:${user}`);
    const before = await history();
    await expect(
      cli('remotes', 'activate', 'mf-catalog', version, '--force'),
    ).rejects.toMatchObject({ stderr: expect.stringMatching(/--force needs --reason/) });
    await expect(
      cli('remotes', 'publish', 'mf-catalog', '--force', '--reason', ' '),
    ).rejects.toMatchObject({ stderr: expect.stringMatching(/--force needs --reason/) });
    expect(await history()).toBe(before);
    await expect(
      cliWith({ SHOP_URL: 'http://127.0.0.1:9' }, 'remotes', 'list', '--as', 'alice'),
    ).rejects.toMatchObject({ stderr: expect.stringMatching(/--as is for the database/) });
    await cli('remotes', 'activate', 'mf-catalog', version, '--as', 'alice', '--reason', 'try it');
    expect((await history()).split('\n')[0]).toMatch(
      new RegExp(`activate \\S+ -> ${version}  by alice \\(cli:${user}\\) {2}"try it"$`),
    );
  });

  it('refuses to roll a set back over a later change unless --force --reason', async () => {
    const root = environment.config.shopRoot;
    const versionOf = async (remote: string, build: string) => {
      await writeBuiltRemote(root, remote, build);
      const { stdout } = await cli('remotes', 'publish', remote, '--no-activate');
      return stdout.match(new RegExp(`${remote}: (\\S+)`))?.[1] ?? '';
    };
    const catalog = await versionOf('mf-catalog', 'changed-set');
    const content = await versionOf('mf-content', 'changed-set');
    const set = await cli(
      'remotes',
      'activate-set',
      `mf-catalog@${catalog}`,
      `mf-content@${content}`,
    );
    const id = set.stdout.match(/^set (\d+):/m)?.[1] ?? '';
    const hotfix = await versionOf('mf-catalog', 'changed-set-hotfix');
    await cli('remotes', 'activate', 'mf-catalog', hotfix);
    await expect(cli('remotes', 'rollback-set', id)).rejects.toMatchObject({
      stderr: expect.stringContaining(`mf-catalog is on ${hotfix} now, not the set's ${catalog}`),
    });
    await expect(cli('remotes', 'rollback-set', id, '--force')).rejects.toMatchObject({
      stderr: expect.stringMatching(/--force needs --reason/),
    });
    const forced = await cli('remotes', 'rollback-set', id, '--force', '--reason', 'undo all');
    expect(forced.stdout).toContain(`(rolls back set ${id})`);
    const [latest] = (await cli('remotes', 'history', 'mf-catalog')).stdout.split('\n');
    expect(latest).toMatch(
      new RegExp(`rollback ${hotfix} -> \\S+  by cli:\\S+ FORCED {2}"undo all"$`),
    );
  });

  it('migrates one step down and up again', async () => {
    const down = await cli('migrate', 'down');
    const name = down.stdout.match(/^down (\S+)/m)?.[1];
    expect(name).toBeDefined();
    expect((await cli('migrate', 'up')).stdout).toContain(`up   ${name}`);
    expect((await cli('migrate')).stdout).toContain('No migrations to run.');
  });

  it('explains unknown commands, from the entry a shell runs, with a failing exit code', async () => {
    await expect(
      run(process.execPath, ['--import', 'tsx', CLI, 'frobnicate'], { env: environmentOf({}) }),
    ).rejects.toMatchObject({ code: 1, stderr: expect.stringMatching(/Usage/) });
  });
});
