import { createHash, timingSafeEqual } from 'node:crypto';
import {
  RELEASE_ARCHIVE_TYPE,
  RELEASE_TOKEN_HEADER,
  releaseActivationRequestSchema,
  releaseActivationResponseSchema,
  releaseHistoryQuerySchema,
  releaseHistoryResponseSchema,
  releaseOverrideApplyQuerySchema,
  releaseOverrideRequestSchema,
  releaseOverrideResponseSchema,
  releasePruneRequestSchema,
  releasePruneResponseSchema,
  releaseRollbackRequestSchema,
  releaseSetRequestSchema,
  releaseSetResponseSchema,
  releaseSetRollbackRequestSchema,
  releaseSetsResponseSchema,
  releasesResponseSchema,
  releaseUploadParamsSchema,
  releaseUploadQuerySchema,
  releaseUploadResponseSchema,
} from '@shop/shared-contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { EnvironmentReleaseToken } from '../../config.js';
import { NO_CACHE } from '../../lib/cache-control.js';
import { FieldValidationError, ForbiddenError, UnauthorizedError } from '../../lib/http-errors.js';
import { RELEASE_ARCHIVE_LIMITS } from './release-archive.js';
import {
  clearedOverrideCookie,
  overrideCookie,
  overrideFor,
  overrideLinkPath,
} from './release-override.js';
import { markReleaseTokenUsed } from './release-tokens.repository.js';

/** Who a named release token acts as in the audit trail. */
export function namedTokenActor(name: string): string {
  return `${name} (token)`;
}

/** Who the environment's release token acts as: its owner, and which token it was. */
export function environmentTokenActor(owner: string): string {
  return `${owner} (RELEASE_TOKEN)`;
}

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Set by the release routes' guard: the token's holder (`<name> (token)`,
     * `<owner> (RELEASE_TOKEN)`) or the staff member's email.
     */
    releaseActor?: string;
    /**
     * Whether the caller may publish code (docs/decisions/0021): a release token's holder or an
     * admin; a staff member manages only what was published.
     */
    mayDeploy?: boolean;
  }
}

function sameToken(sent: string, expected: string): boolean {
  // Hashing first gives equal lengths, so the comparison takes the same time for any input.
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(sent), digest(expected));
}

/**
 * The release api (issue 14): the published releases with the gate's verdict, the audit trail,
 * uploads, activation and rollback, for a deploy pipeline or a person holding a release token
 * (a named one of the database, or the environment's `RELEASE_TOKEN`, in `X-Release-Token`) or
 * a staff member's session, checked before an archive is read. Nothing here is cached.
 */
export const releasesRoutes: FastifyPluginAsync<{
  releaseToken: EnvironmentReleaseToken | undefined;
}> = async (app, { releaseToken }) => {
  /** Who a sent token belongs to; a revoked or unknown one is refused. */
  const tokenHolder = async (sent: string) => {
    if (releaseToken && sameToken(sent, releaseToken.token)) {
      return environmentTokenActor(releaseToken.owner);
    }
    const name = await markReleaseTokenUsed(app.db, sent);
    if (name === undefined) {
      throw new UnauthorizedError('RELEASE_TOKEN_INVALID', 'The release token is not valid.');
    }
    return namedTokenActor(name);
  };
  const guard = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', NO_CACHE);
    if (request.releaseActor) return;
    const sent = request.headers[RELEASE_TOKEN_HEADER];
    if (typeof sent === 'string' && sent !== '') {
      request.releaseActor = await tokenHolder(sent);
      request.mayDeploy = true;
      return;
    }
    await app.authenticate(request, reply);
    const customer = request.authentication?.customer;
    if (!customer?.is_staff && !customer?.is_admin) {
      throw new ForbiddenError('STAFF_ONLY', 'Releases are managed by staff.');
    }
    request.releaseActor = customer.email;
    request.mayDeploy = customer.is_admin;
  };
  // Publishing brings code the api runs (a release's server build) and every shopper's browser
  // runs: a deploy right, not a staff one. Checked before the archive is read.
  const deployGuard = async (request: FastifyRequest, reply: FastifyReply) => {
    await guard(request, reply);
    if (!request.mayDeploy) {
      throw new ForbiddenError(
        'DEPLOY_RIGHT_REQUIRED',
        'Publishing a release needs a deploy right: an admin account or a release token.',
      );
    }
  };
  // An archive is read only for a caller already known; a request without a body keeps the
  // shop's order (its fields are checked, then who sent it).
  const guardBeforeBody = async (request: FastifyRequest, reply: FastifyReply) => {
    const { 'content-length': length, 'transfer-encoding': chunked } = request.headers;
    if (chunked || (length !== undefined && length !== '0')) await deployGuard(request, reply);
  };
  const actorOf = (request: FastifyRequest) => request.releaseActor ?? 'unknown';
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Only this plugin takes release archives, as the raw bytes.
  app.addContentTypeParser(
    RELEASE_ARCHIVE_TYPE,
    { parseAs: 'buffer', bodyLimit: RELEASE_ARCHIVE_LIMITS.archiveBytesMax },
    (_request, body, done) => done(null, body),
  );

  routes.get(
    '/releases/',
    { preValidation: guard, schema: { response: { 200: releasesResponseSchema } } },
    async () => ({ releases: await app.remoteRegistry.listReleases() }),
  );

  routes.get(
    '/releases/history/',
    {
      preValidation: guard,
      schema: {
        querystring: releaseHistoryQuerySchema,
        response: { 200: releaseHistoryResponseSchema },
      },
    },
    async (request) => ({ events: await app.remoteRegistry.history(request.query) }),
  );

  routes.post(
    '/releases/activate/',
    {
      preValidation: guard,
      config: { rateLimit: app.writeThrottle() },
      schema: {
        body: releaseActivationRequestSchema,
        response: { 200: releaseActivationResponseSchema },
      },
    },
    async (request) => {
      const { remote, version, force, reason } = request.body;
      return app.remoteRegistry.activate(remote, version, {
        actor: actorOf(request),
        reason,
        force,
      });
    },
  );

  routes.post(
    '/releases/rollback/',
    {
      preValidation: guard,
      config: { rateLimit: app.writeThrottle() },
      schema: {
        body: releaseRollbackRequestSchema,
        response: { 200: releaseActivationResponseSchema },
      },
    },
    async (request) => {
      const { remote, force, reason } = request.body;
      return app.remoteRegistry.rollback(remote, { actor: actorOf(request), reason, force });
    },
  );

  routes.post(
    '/releases/:remote/',
    {
      onRequest: guardBeforeBody,
      preValidation: deployGuard,
      bodyLimit: RELEASE_ARCHIVE_LIMITS.archiveBytesMax,
      // Up to 50 MiB: the long request timeout. Only a caller holding the deploy right gets this
      // far with a body (guardBeforeBody), so it holds no connection for a stranger.
      config: { rateLimit: app.writeThrottle(), bodyTimeout: 'upload' },
      schema: {
        params: releaseUploadParamsSchema,
        querystring: releaseUploadQuerySchema,
        response: { 200: releaseUploadResponseSchema, 201: releaseUploadResponseSchema },
      },
    },
    async (request, reply) => {
      const archive = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const { gitSha, builtAt, baseUrl } = request.query;
      const uploaded = await app.remoteRegistry.upload(request.params.remote, archive, {
        actor: actorOf(request),
        gitSha,
        builtAt: builtAt ? new Date(builtAt) : undefined,
        baseUrl,
      });
      return reply.code(uploaded.created ? 201 : 200).send(uploaded);
    },
  );

  routes.get(
    '/releases/sets/',
    { preValidation: guard, schema: { response: { 200: releaseSetsResponseSchema } } },
    async () => ({ sets: await app.remoteRegistry.listSets(100) }),
  );

  routes.post(
    '/releases/sets/',
    {
      preValidation: guard,
      config: { rateLimit: app.writeThrottle() },
      schema: { body: releaseSetRequestSchema, response: { 200: releaseSetResponseSchema } },
    },
    async (request) => {
      const { releases, force, reason } = request.body;
      return app.remoteRegistry.activateSet(releases, { actor: actorOf(request), reason, force });
    },
  );

  routes.post(
    '/releases/sets/rollback/',
    {
      preValidation: guard,
      config: { rateLimit: app.writeThrottle() },
      schema: {
        body: releaseSetRollbackRequestSchema,
        response: { 200: releaseSetResponseSchema },
      },
    },
    async (request) => {
      const { set, force, reason } = request.body;
      return app.remoteRegistry.rollbackSet(set, { actor: actorOf(request), reason, force });
    },
  );

  routes.post(
    '/releases/prune/',
    {
      preValidation: guard,
      config: { rateLimit: app.writeThrottle() },
      schema: { body: releasePruneRequestSchema, response: { 200: releasePruneResponseSchema } },
    },
    async (request) => {
      const { remote, keep } = request.body;
      return app.remoteRegistry.prune({ actor: actorOf(request), remote, keep });
    },
  );

  // Issue 14 point 5: a release override for one browser. Staff (or the token, for the CLI's
  // link) sign it; the answer sets it in the caller's browser and carries a link that sets it
  // in any browser that opens it.
  routes.post(
    '/releases/overrides/',
    {
      preValidation: guard,
      config: { rateLimit: app.writeThrottle() },
      schema: {
        body: releaseOverrideRequestSchema,
        response: { 200: releaseOverrideResponseSchema },
      },
    },
    async (request, reply) => {
      const override = overrideFor(request.body.remotes, request.body.hours);
      await app.remoteRegistry.checkOverride(override);
      const signed = app.releaseOverrides.sign(override);
      request.log.info(
        { remotes: override.remotes, actor: actorOf(request) },
        'release override signed',
      );
      return reply.header('set-cookie', overrideCookie(signed, override)).send({
        remotes: override.remotes,
        expiresAt: override.expiresAt.toISOString(),
        link: overrideLinkPath(signed),
      });
    },
  );

  // The link: its signature is its authority, so anyone may open it; it changes only the
  // opening browser's own cookie.
  routes.get(
    '/releases/overrides/apply/',
    {
      config: { rateLimit: app.writeThrottle() },
      schema: { querystring: releaseOverrideApplyQuerySchema },
    },
    async (request, reply) => {
      const signed = request.query.override;
      const override = app.releaseOverrides.read(signed);
      if (!override) {
        throw new FieldValidationError([
          { field: 'override', message: 'is not a release override of this shop, or it expired' },
        ]);
      }
      return reply
        .header('cache-control', NO_CACHE)
        .header('set-cookie', overrideCookie(signed, override))
        .redirect('/', 303);
    },
  );

  // The banner's reset: ends the calling browser's override (nothing else is touched).
  routes.delete(
    '/releases/overrides/',
    { config: { rateLimit: app.writeThrottle() } },
    async (_request, reply) =>
      reply
        .header('cache-control', NO_CACHE)
        .header('set-cookie', clearedOverrideCookie())
        .code(204)
        .send(),
  );
};
