import { userInfo } from 'node:os';
import {
  ApiError,
  RELEASE_ARCHIVE_TYPE,
  RELEASE_TOKEN_HEADER,
  type ReleaseActivationResponse,
  type ReleaseEvent,
  type ReleaseOverrideResponse,
  type ReleaseOverrideTarget,
  type ReleaseSummary,
  type ReleaseUploadResponse,
  type RemotePackage,
  releaseActivationResponseSchema,
  releaseHistoryResponseSchema,
  releaseOverrideResponseSchema,
  releasePruneResponseSchema,
  releaseSetResponseSchema,
  releaseSetsResponseSchema,
  releasesResponseSchema,
  releaseUploadResponseSchema,
} from '@shop/shared-contracts';
import { migrateToLatest } from '../db/migrate.js';
import { createStandaloneReleaseHealth } from '../modules/remotes/release-health-standalone.js';
import {
  overrideFor,
  overrideLinkPath,
  signOverride,
} from '../modules/remotes/release-override.js';
import type { RemoteRegistryService } from '../modules/remotes/remotes.service.js';
import { createRemoteRegistry } from '../modules/remotes/remotes.service.js';
import { type CommandContext, withDatabase } from './context.js';

/** What the release commands do, against a running shop's api or the database directly. */
export type ReleaseOperations = Pick<
  RemoteRegistryService,
  | 'upload'
  | 'activate'
  | 'rollback'
  | 'activateSet'
  | 'rollbackSet'
  | 'listSets'
  | 'prune'
  | 'listReleases'
  | 'history'
> & {
  /** Signs a release override (issue 14 point 5); the answer's link sets it in a browser. */
  signOverride(
    remotes: Partial<Record<RemotePackage, ReleaseOverrideTarget>>,
    hours: number,
  ): Promise<ReleaseOverrideResponse>;
};

/**
 * Who the CLI acts as on the database directly: the operating-system user, and the name
 * `--as` gives (a shared account such as `root` then still names the person); over `SHOP_URL`
 * the token is who acts.
 */
export function cliActor(as?: string | undefined): string {
  const user = `cli:${userInfo().username}`;
  return as ? `${as} (${user})` : user;
}

/**
 * Runs `action` with the release operations: over HTTP against `SHOP_URL` with the
 * environment's `RELEASE_TOKEN` when `SHOP_URL` is set (a running shop on either database, from
 * any machine), else on the configured database directly (a stopped shop, or PostgreSQL).
 */
export async function withReleaseOperations(
  context: CommandContext,
  env: Readonly<Record<string, string | undefined>>,
  action: (operations: ReleaseOperations) => Promise<void>,
): Promise<void> {
  const shopUrl = env.SHOP_URL;
  if (shopUrl) {
    const token = env.RELEASE_TOKEN;
    if (!token)
      throw new Error('SHOP_URL needs RELEASE_TOKEN, the token the shop was started with');
    return action(httpReleaseOperations(shopUrl, token));
  }
  await withDatabase(context, async ({ db }) => {
    await migrateToLatest(db);
    const { dataDir, shopRoot } = context.config;
    const standalone = await createStandaloneReleaseHealth({ dataDir, log: context.log });
    try {
      const { health } = standalone;
      const registry = createRemoteRegistry({ db, dataDir, shopRoot, log: context.log, health });
      await action({
        ...registry,
        async signOverride(remotes, hours) {
          // Only a secret the shop shares signs a link that shop accepts.
          if (!env.OVERRIDE_SIGNING_SECRET) {
            throw new Error(
              'remotes override needs SHOP_URL and RELEASE_TOKEN, or the OVERRIDE_SIGNING_SECRET the shop runs with',
            );
          }
          const override = overrideFor(remotes, hours);
          await registry.checkOverride(override);
          const signed = signOverride(override, context.config.overrideSigningSecret);
          return {
            remotes,
            expiresAt: override.expiresAt.toISOString(),
            link: overrideLinkPath(signed),
          };
        },
      });
    } finally {
      await standalone.close();
    }
  });
}

/** The release api of a running shop (`/api/releases/`), authenticated with the release token. */
export function httpReleaseOperations(shopUrl: string, token: string): ReleaseOperations {
  const base = new URL('/api/releases/', shopUrl);
  async function call(
    path: string,
    init: RequestInit = {},
    contentType = 'application/json',
  ): Promise<unknown> {
    const response = await fetch(new URL(path, base), {
      ...init,
      headers: {
        [RELEASE_TOKEN_HEADER]: token,
        ...(init.body ? { 'content-type': contentType } : {}),
      },
    });
    if (!response.ok) throw await ApiError.fromResponse(response);
    return response.json();
  }
  const post = (path: string, body: object) =>
    call(path, { method: 'POST', body: JSON.stringify(body) });
  return {
    async upload(remote, archive, { gitSha, builtAt, baseUrl }): Promise<ReleaseUploadResponse> {
      const query = new URLSearchParams({
        ...(gitSha ? { gitSha } : {}),
        ...(builtAt ? { builtAt: builtAt.toISOString() } : {}),
        ...(baseUrl ? { baseUrl } : {}),
      });
      const body = new Uint8Array(archive);
      return releaseUploadResponseSchema.parse(
        await call(`${remote}/?${query}`, { method: 'POST', body }, RELEASE_ARCHIVE_TYPE),
      );
    },
    async activate(remote, version, { force, reason }): Promise<ReleaseActivationResponse> {
      return releaseActivationResponseSchema.parse(
        await post('activate/', { remote, version, force, reason }),
      );
    },
    async rollback(remote, { force, reason }): Promise<ReleaseActivationResponse> {
      return releaseActivationResponseSchema.parse(
        await post('rollback/', { remote, force, reason }),
      );
    },
    async activateSet(releases, { force, reason }) {
      return releaseSetResponseSchema.parse(await post('sets/', { releases, force, reason }));
    },
    async rollbackSet(set, { force, reason }) {
      return releaseSetResponseSchema.parse(await post('sets/rollback/', { set, force, reason }));
    },
    async listSets() {
      return releaseSetsResponseSchema.parse(await call('sets/')).sets;
    },
    async prune({ remote, keep }) {
      return releasePruneResponseSchema.parse(await post('prune/', { remote, keep }));
    },
    async listReleases(): Promise<ReleaseSummary[]> {
      return releasesResponseSchema.parse(await call('')).releases;
    },
    async signOverride(remotes, hours): Promise<ReleaseOverrideResponse> {
      const answer = releaseOverrideResponseSchema.parse(
        await post('overrides/', { remotes, hours }),
      );
      return { ...answer, link: new URL(answer.link, shopUrl).href };
    },
    async history({ remote, limit }): Promise<ReleaseEvent[]> {
      const query = new URLSearchParams({ limit: String(limit), ...(remote ? { remote } : {}) });
      return releaseHistoryResponseSchema.parse(await call(`history/?${query}`)).events;
    },
  };
}
