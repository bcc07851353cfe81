import * as z from '@shop/shared-contracts/zod';
import { REMOTE_PACKAGES } from '../remotes/registry.js';
import { remotePackageSchema } from '../remotes/registry-schema.js';
import { MAX_ID } from './ids.js';

/** Release versions are `<package version>-<8 hex of the content hash>` (decision 0003). */
const versionSchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[0-9A-Za-z][0-9A-Za-z.+-]*$/, 'is not a release version');

/**
 * Why, written to the audit trail; up to 500 characters. Required with `force`: the api
 * answers 400 naming `reason` for a forced change without one (checked by the api, not here,
 * so that clients built before the rule are told too).
 */
const reasonSchema = z.string().trim().max(500).optional();

/** What the release gate checks (issue 14): one kind of refusal each. */
export const RELEASE_PROBLEM_KINDS = [
  // The remote was built against another contracts major than the shell's.
  'contracts',
  // A shared singleton's range the remote requires is not met by the version the shell provides.
  'shared',
  // A module the route table or the exposed-module map needs is missing from the build.
  'exposes',
  // The release's manifest (or the shell's) cannot be read.
  'manifest',
  // The release is not served as shoppers load it (a file missing, another status or content
  // type), or its server build fails; checked at activation and periodically (since 3.22).
  'health',
] as const;

export const releaseProblemSchema = z.object({
  kind: z.enum(RELEASE_PROBLEM_KINDS),
  /** The contracts, the singleton's name or the exposed key the problem is about. */
  subject: z.string(),
  message: z.string(),
});
export type ReleaseProblem = z.infer<typeof releaseProblemSchema>;

/** `POST /api/releases/activate`: make a published version the active one. */
export const releaseActivationRequestSchema = z.object({
  remote: remotePackageSchema,
  version: versionSchema,
  /** Activate though the gate refuses; recorded in the audit trail with the problems. */
  force: z.boolean().default(false),
  reason: reasonSchema,
});
export type ReleaseActivationRequest = z.input<typeof releaseActivationRequestSchema>;

/** `POST /api/releases/rollback`: return a remote to the version active before the current. */
export const releaseRollbackRequestSchema = z.object({
  remote: remotePackageSchema,
  force: z.boolean().default(false),
  reason: reasonSchema,
});
export type ReleaseRollbackRequest = z.input<typeof releaseRollbackRequestSchema>;

/** The answer of an activation or a rollback. */
export const releaseActivationResponseSchema = z.object({
  remote: remotePackageSchema,
  version: z.string(),
  /** The version active before, if any. */
  previousVersion: z.string().nullable(),
  /** True when the gate refused and `force` overrode it. */
  forced: z.boolean(),
  problems: z.array(releaseProblemSchema),
});
export type ReleaseActivationResponse = z.infer<typeof releaseActivationResponseSchema>;

/** An absolute http(s) URL without query or fragment. */
const httpUrlSchema = z
  .string()
  .trim()
  .max(500)
  .refine((url) => /^https?:\/\/[^/?#]+/.test(url) && URL.canParse(url), 'is not an http(s) URL')
  .refine((url) => !/[?#]/.test(url), 'has a query or a fragment');

/** An absolute http(s) URL of a folder, without query or fragment; given a final `/`. */
export const releaseBaseUrlSchema = httpUrlSchema.transform((url) =>
  url.endsWith('/') ? url : `${url}/`,
);

/**
 * `POST /api/releases/{remote}/` (body: the remote's dist as a gzipped tar archive): publishes
 * it without activating it. `gitSha` and `builtAt` say where the build came from.
 */
export const releaseUploadQuerySchema = z.object({
  gitSha: z
    .string()
    .regex(/^[0-9a-f]{7,40}$/, 'is not a git commit')
    .optional(),
  builtAt: z.iso.datetime({ offset: true }).optional(),
  /**
   * Where browsers load the release from when it is served by another origin (a CDN): the
   * absolute URL of the folder holding its `mf-manifest.json` (issue 14 point 7).
   */
  baseUrl: releaseBaseUrlSchema.optional(),
});
export const releaseUploadParamsSchema = z.object({ remote: remotePackageSchema });

/** The answer of an upload: the release's version and the gate's verdict if it were activated. */
export const releaseUploadResponseSchema = z.object({
  remote: remotePackageSchema,
  version: z.string(),
  /** False when this very build had been published before (an upload is idempotent). */
  created: z.boolean(),
  problems: z.array(releaseProblemSchema),
});
export type ReleaseUploadResponse = z.infer<typeof releaseUploadResponseSchema>;

/** The content type of an uploaded release. */
export const RELEASE_ARCHIVE_TYPE = 'application/gzip';

/**
 * The latest health check of an active release (since contracts 3.22): whether its entry
 * script, manifest and exposed modules' files are served as they must be, and whether its
 * server build evaluates and renders a page of its own.
 */
export const releaseHealthSchema = z.object({
  checkedAt: z.iso.datetime({ offset: true }),
  /** True when the check found no problem. */
  ok: z.boolean(),
  problems: z.array(releaseProblemSchema),
  /** What the check could not look at, and why (a server build the api cannot render here). */
  skipped: z.array(z.string()),
});
export type ReleaseHealth = z.infer<typeof releaseHealthSchema>;

/** One published release with the gate's verdict against the shell being served. */
export const releaseSummarySchema = z.object({
  remote: remotePackageSchema,
  version: z.string(),
  publishedAt: z.iso.datetime({ offset: true }),
  isActive: z.boolean(),
  /** The contracts version the release was built with (from its manifest). */
  contractsVersion: z.string().nullable(),
  /** Where browsers load it from when another origin serves it; null when this shop does. */
  baseUrl: z.string().nullable(),
  /** The commit and the time it was built from, when the upload said. */
  gitSha: z.string().nullable(),
  builtAt: z.iso.datetime({ offset: true }).nullable(),
  problems: z.array(releaseProblemSchema),
  /** The active release's latest health check in this api process; absent until one ran. */
  health: releaseHealthSchema.optional(),
});
export type ReleaseSummary = z.infer<typeof releaseSummarySchema>;

/** `GET /api/releases/`: every published release, newest first per remote. */
export const releasesResponseSchema = z.object({ releases: z.array(releaseSummarySchema) });
export type ReleasesResponse = z.infer<typeof releasesResponseSchema>;

export const RELEASE_ACTIONS = ['publish', 'activate', 'rollback', 'prune'] as const;
export type ReleaseAction = (typeof RELEASE_ACTIONS)[number];

/** One entry of the audit trail: who did what to which remote, when and from which version. */
export const releaseEventSchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime({ offset: true }),
  remote: remotePackageSchema,
  action: z.enum(RELEASE_ACTIONS),
  fromVersion: z.string().nullable(),
  toVersion: z.string().nullable(),
  /**
   * Who: the staff member's email, `<name> (token)` for a named release token,
   * `<owner> (RELEASE_TOKEN)` for the environment's token, `cli:<os user>` (or
   * `<name> (cli:<os user>)`) for the CLI on the database, `api-start` for the api's start.
   */
  actor: z.string(),
  reason: z.string().nullable(),
  /**
   * A refusal was overridden with `force`: the gate's (`problems` says why it refused), or for
   * a set's rollback a change made to the remote after the set (`problems` empty).
   */
  forced: z.boolean(),
  problems: z.array(releaseProblemSchema),
  contractsVersion: z.string().nullable(),
});
export type ReleaseEvent = z.infer<typeof releaseEventSchema>;

/** `GET /api/releases/history?remote=`: the audit trail, newest first. */
export const releaseHistoryQuerySchema = z.object({
  remote: remotePackageSchema.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export const releaseHistoryResponseSchema = z.object({ events: z.array(releaseEventSchema) });
export type ReleaseHistoryResponse = z.infer<typeof releaseHistoryResponseSchema>;

/** The header a deploy pipeline sends its release token in (a named one or the environment's). */
export const RELEASE_TOKEN_HEADER = 'x-release-token';

/** A remote's version in a release set. */
const setMemberSchema = z.object({ remote: remotePackageSchema, version: versionSchema });

/**
 * `POST /api/releases/sets/`: activate several remotes' versions as one set, atomically (every
 * member passes the gate, or `force`, or nothing changes).
 */
export const releaseSetRequestSchema = z.object({
  releases: z
    .array(setMemberSchema)
    .min(1)
    .max(REMOTE_PACKAGES.length)
    .refine(
      (members) => new Set(members.map((member) => member.remote)).size === members.length,
      'names a remote twice',
    ),
  force: z.boolean().default(false),
  reason: reasonSchema,
});
export type ReleaseSetRequest = z.input<typeof releaseSetRequestSchema>;

/**
 * `POST /api/releases/sets/rollback/`: put every member of a set back where it was before.
 * Refused (409 `RELEASE_SET_CHANGED`) when a member's active version is no longer the one the
 * set activated, which the rollback would silently undo; `force` with a reason rolls back anyway.
 */
export const releaseSetRollbackRequestSchema = z.object({
  set: z.number().int().min(1).max(MAX_ID),
  force: z.boolean().default(false),
  reason: reasonSchema,
});
export type ReleaseSetRollbackRequest = z.input<typeof releaseSetRollbackRequestSchema>;

/** A set that was live: when, who, why, and each member's change. */
export const releaseSetSchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime({ offset: true }),
  actor: z.string(),
  reason: z.string().nullable(),
  /** The set this one rolled back. */
  rollbackOf: z.number().int().nullable(),
  members: z.array(
    z.object({
      remote: remotePackageSchema,
      fromVersion: z.string().nullable(),
      toVersion: z.string().nullable(),
    }),
  ),
});
export type ReleaseSet = z.infer<typeof releaseSetSchema>;

/** The answer of a set's activation or rollback: the set, and what `force` overrode. */
export const releaseSetResponseSchema = z.object({
  set: releaseSetSchema,
  problems: z.array(releaseProblemSchema.extend({ remote: remotePackageSchema })),
});
export type ReleaseSetResponse = z.infer<typeof releaseSetResponseSchema>;

/** `GET /api/releases/sets/`: the sets that were live, newest first. */
export const releaseSetsResponseSchema = z.object({ sets: z.array(releaseSetSchema) });

/**
 * `POST /api/releases/prune/`: remove releases that are neither active, nor among the `keep`
 * newest of their remote, nor the version a rollback returns to (all remotes, or one).
 */
export const releasePruneRequestSchema = z.object({
  remote: remotePackageSchema.optional(),
  keep: z.number().int().min(1).max(100).default(5),
});
export const releasePruneResponseSchema = z.object({
  pruned: z.array(z.object({ remote: remotePackageSchema, version: z.string() })),
});
export type ReleasePruneResponse = z.infer<typeof releasePruneResponseSchema>;

/**
 * A dev server an override may load code from runs on the browser's own computer: a link
 * signed by a staff account can then never make a shopper's browser run code from elsewhere.
 */
function isLoopbackHost(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '[::1]' ||
    /^127(\.\d{1,3}){3}$/.test(hostname)
  );
}

/**
 * What one remote is overridden with in a browser (issue 14 point 5): a published version, or
 * the `mf-manifest.json` URL of a build served elsewhere (a developer's dev server).
 */
export const releaseOverrideTargetSchema = z.union([
  z.object({ version: versionSchema }).strict(),
  z
    .object({
      manifestUrl: httpUrlSchema
        .refine((url) => new URL(url).pathname.endsWith('/mf-manifest.json'), {
          message: 'is not the URL of an mf-manifest.json',
        })
        .refine((url) => isLoopbackHost(new URL(url).hostname), {
          message: 'is not on this computer (localhost): only a developer’s own dev server',
        }),
    })
    .strict(),
]);
export type ReleaseOverrideTarget = z.infer<typeof releaseOverrideTargetSchema>;

/** How long an override lasts by default, and at most, in hours. */
export const RELEASE_OVERRIDE_HOURS = { default: 24, max: 7 * 24 } as const;

/**
 * `POST /api/releases/overrides/` (staff or the release token): signs an override of one or
 * more remotes. The answer sets it as a cookie in the caller's browser and carries a link that
 * sets it in any browser that opens it.
 */
export const releaseOverrideRequestSchema = z.object({
  remotes: z
    .partialRecord(remotePackageSchema, releaseOverrideTargetSchema)
    .refine((remotes) => Object.keys(remotes).length > 0, 'names no remote'),
  hours: z
    .number()
    .int()
    .min(1)
    .max(RELEASE_OVERRIDE_HOURS.max)
    .default(RELEASE_OVERRIDE_HOURS.default),
});
export type ReleaseOverrideRequest = z.input<typeof releaseOverrideRequestSchema>;

export const releaseOverrideResponseSchema = z.object({
  remotes: z.partialRecord(remotePackageSchema, releaseOverrideTargetSchema),
  expiresAt: z.iso.datetime({ offset: true }),
  /** The path (on the shop's origin) that sets this override in the browser that opens it. */
  link: z.string(),
});
export type ReleaseOverrideResponse = z.infer<typeof releaseOverrideResponseSchema>;

/** `GET /api/releases/overrides/apply/?override=`: the signed override a link carries. */
export const releaseOverrideApplyQuerySchema = z.object({
  override: z.string().min(1).max(4000),
});
