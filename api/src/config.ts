import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_LANGUAGE_PREFIX_STRATEGY,
  LANGUAGE_PREFIX_STRATEGIES,
  type LanguagePrefixStrategy,
} from '@shop/shared-contracts';
import { type Limits, readLimits } from './limits.js';

/** Directory of the api package (where its package.json is). */
export const API_PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));

/** Runtime settings of the api, read once from the environment; its throttles are `Limits`. */
export interface AppConfig extends Limits {
  /** Where PGlite keeps its files and published remotes are copied to. */
  readonly dataDir: string;
  /** `postgres://...` switches from embedded PGlite to PostgreSQL. */
  readonly databaseUrl: string | undefined;
  /** PostgreSQL schema to work in (created if missing); tests use a fresh one per run. */
  readonly databaseSchema: string | undefined;
  /** The monorepo root, where `shell/dist` and `<remote>/dist` are found. */
  readonly shopRoot: string;
  readonly port: number;
  readonly host: string;
  /** Number of product models the first start seeds into an empty catalogue. */
  readonly seedProducts: number;
  readonly logLevel: string;
  /** Platform §2: where the site root `/` redirects to, if anywhere (e.g. `/sv/`). */
  readonly rootRedirect: string | undefined;
  /** Platform §2: how paths carry the language (`prefix_except_default`: fi unprefixed). */
  readonly languagePrefixStrategy: LanguagePrefixStrategy;
  /**
   * The proxies whose `X-Forwarded-For` names the client (`TRUST_PROXY`: addresses, CIDR
   * ranges or `loopback`, separated by commas); unset, the connecting address is the client.
   * Behind a proxy, leaving it unset puts every client under one per-address throttle.
   */
  readonly trustProxy: string | false;
  /**
   * HMAC key of the payment provider's callbacks (`PAYMENT_SIGNING_SECRET`, at least 32
   * characters). Unset, each process makes a random one: enough for the sandbox provider, whose
   * page and callback are served by the same process, but callbacks signed before a restart (or
   * by another instance behind the same address) then fail; set it when running more than one.
   */
  readonly paymentSigningSecret: string;
  /**
   * Milliseconds a server render may spend loading data and remote modules
   * (`SERVER_RENDER_BUDGET_MS`; 0 turns server rendering off): past it the page is sent with
   * what it has and the browser renders the rest (docs/decisions/0012).
   */
  readonly serverRenderBudgetMs: number;
  /**
   * Whether an empty database is seeded with the demo customers and their orders (README "Demo
   * accounts"): only the embedded demo (no `DATABASE_URL`), never with `NODE_ENV=production`;
   * `DEMO_ACCOUNTS=0` or `1` decides otherwise (production still wins).
   */
  readonly demoAccounts: boolean;
  /** The admin account the first start creates (`ADMIN_EMAIL`). */
  readonly adminEmail: string;
  /** Its password (`ADMIN_PASSWORD`); unset, a random one is printed once at that start. */
  readonly adminPassword: string | undefined;
  /**
   * The environment's release token (`RELEASE_TOKEN`, at least 32 characters, sent in
   * `X-Release-Token`) and who holds it (`RELEASE_TOKEN_OWNER`, required beside it): the audit
   * trail records its actions as that owner. Unset, the release api takes staff sessions and
   * the named tokens of the database (`remotes token create`) only.
   */
  readonly releaseToken: EnvironmentReleaseToken | undefined;
  /**
   * HMAC key of the release override cookie and links (`OVERRIDE_SIGNING_SECRET`, at least 32
   * characters). Unset, each process makes a random one: overrides then end when the api
   * restarts and do not carry across instances; set it when running more than one.
   */
  readonly overrideSigningSecret: string;
  /**
   * How often the active releases' health check runs (`RELEASE_HEALTH_INTERVAL_MS`, default 5
   * minutes; 0 turns it off, the first run a few seconds after listening included): a failing
   * release is logged as an error and shown on the staff release page (docs/decisions/0021).
   */
  readonly releaseHealthIntervalMs: number;
}

/** The release token of the environment, owned by a named person or pipeline. */
export interface EnvironmentReleaseToken {
  readonly token: string;
  readonly owner: string;
}

type Env = Readonly<Record<string, string | undefined>>;

function readInteger(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  }
  return value;
}

/** Reads the config; relative paths in the environment are taken from the current directory. */
export function loadConfig(env: Env = process.env): AppConfig {
  const databaseSchema = env.DATABASE_SCHEMA || undefined;
  if (databaseSchema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(databaseSchema)) {
    throw new Error(`DATABASE_SCHEMA must be a lower-case identifier, got "${databaseSchema}"`);
  }
  return {
    dataDir: env.DATA_DIR ? path.resolve(env.DATA_DIR) : path.join(API_PACKAGE_DIR, 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema,
    shopRoot: env.SHOP_ROOT ? path.resolve(env.SHOP_ROOT) : path.resolve(API_PACKAGE_DIR, '..'),
    port: readInteger(env, 'PORT', 8080),
    host: env.HOST || '0.0.0.0',
    seedProducts: readInteger(env, 'SEED_PRODUCTS', 2000),
    logLevel: env.LOG_LEVEL || 'info',
    rootRedirect: readRootRedirect(env.ROOT_REDIRECT),
    languagePrefixStrategy: readPrefixStrategy(env.LANGUAGE_PREFIX_STRATEGY),
    ...readLimits((name, fallback) => readInteger(env, name, fallback)),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    paymentSigningSecret: readSigningSecret('PAYMENT_SIGNING_SECRET', env),
    overrideSigningSecret: readSigningSecret('OVERRIDE_SIGNING_SECRET', env),
    serverRenderBudgetMs: readInteger(env, 'SERVER_RENDER_BUDGET_MS', 1000),
    demoAccounts: readDemoAccounts(env),
    adminEmail: (env.ADMIN_EMAIL || 'admin@example.com').trim().toLowerCase(),
    adminPassword: env.ADMIN_PASSWORD || undefined,
    releaseToken: readReleaseToken(env),
    releaseHealthIntervalMs: readInteger(env, 'RELEASE_HEALTH_INTERVAL_MS', 5 * 60_000),
  };
}

function readDemoAccounts(env: Env): boolean {
  if (env.NODE_ENV === 'production') return false;
  const raw = env.DEMO_ACCOUNTS;
  if (raw === undefined || raw === '') return !env.DATABASE_URL;
  if (raw !== '0' && raw !== '1') throw new Error(`DEMO_ACCOUNTS must be 0 or 1, got "${raw}"`);
  return raw === '1';
}

/** `loopback,10.0.0.0/8` trusts those proxies; `true` (trusting anyone's header) is refused. */
function readTrustProxy(raw: string | undefined): string | false {
  if (!raw) return false;
  if (raw === 'true' || raw === '*') {
    throw new Error('TRUST_PROXY must name the proxies, not trust every sender of the header');
  }
  return raw;
}

/** A configured secret long enough to resist guessing, else a random one for this process. */
function readSigningSecret(name: string, env: Env): string {
  const raw = env[name];
  if (!raw) return randomBytes(32).toString('hex');
  if (raw.length < 32) throw new Error(`${name} must be at least 32 characters, got ${raw.length}`);
  return raw;
}

/**
 * A shared secret nobody owns leaves the audit trail saying only that some holder acted, so
 * the environment's token needs an owner beside it (docs/decisions/0021, addendum).
 */
function readReleaseToken(env: Env): EnvironmentReleaseToken | undefined {
  const token = env.RELEASE_TOKEN;
  const owner = env.RELEASE_TOKEN_OWNER?.trim();
  if (!token) {
    if (owner) throw new Error('RELEASE_TOKEN_OWNER is set without RELEASE_TOKEN');
    return undefined;
  }
  if (token.length < 32) {
    throw new Error(`RELEASE_TOKEN must be at least 32 characters, got ${token.length}`);
  }
  if (!owner) {
    throw new Error(
      'RELEASE_TOKEN is set without RELEASE_TOKEN_OWNER: name the person or pipeline holding it (e.g. RELEASE_TOKEN_OWNER=ci-pipeline); the audit trail records its actions as that owner',
    );
  }
  if (owner.length > 100 || /\p{Cc}/u.test(owner)) {
    throw new Error('RELEASE_TOKEN_OWNER must be a name of at most 100 characters');
  }
  return { token, owner };
}

/**
 * The CLI's config: the api's, except that `RELEASE_TOKEN` is what the CLI sends to `SHOP_URL`
 * (a named token or the environment's), not a token it accepts, so it needs no owner here.
 */
export function loadCliConfig(env: Env = process.env): AppConfig {
  return loadConfig({ ...env, RELEASE_TOKEN: undefined, RELEASE_TOKEN_OWNER: undefined });
}

/** A same-site path only: an open redirect to another host must not be configurable by typo. */
function readRootRedirect(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw === '/') {
    throw new Error(`ROOT_REDIRECT must be a path on this site such as /sv/, got "${raw}"`);
  }
  return raw;
}

function readPrefixStrategy(raw: string | undefined): LanguagePrefixStrategy {
  if (!raw) return DEFAULT_LANGUAGE_PREFIX_STRATEGY;
  const strategy = LANGUAGE_PREFIX_STRATEGIES.find((candidate) => candidate === raw);
  if (!strategy) {
    throw new Error(
      `LANGUAGE_PREFIX_STRATEGY must be one of ${LANGUAGE_PREFIX_STRATEGIES.join(', ')}, got "${raw}"`,
    );
  }
  return strategy;
}
