import {
  ApiError,
  type Language,
  REMOTE_PACKAGES,
  type ReleaseEvent,
  type ReleaseProblem,
  type ReleaseSummary,
  type RemotePackage,
  toNumberLocale,
} from '@shop/shared-contracts';
import type { ReleaseMessageKey } from './messages';

/** One remote's releases as the page shows them. */
export interface RemoteReleases {
  readonly remote: RemotePackage;
  /** The version `/remotes.json` serves; undefined when none is active. */
  readonly active: ReleaseSummary | undefined;
  /** The other published versions, newest first. */
  readonly previous: readonly ReleaseSummary[];
}

/**
 * The releases per remote, in the order of `REMOTE_PACKAGES` and each of the five even with
 * nothing published, so a remote missing from the registry is seen, not skipped.
 */
export function groupReleases(releases: readonly ReleaseSummary[]): RemoteReleases[] {
  const newestFirst = releases
    .map((release, index) => ({ release, index, at: Date.parse(release.publishedAt) }))
    // The api's order breaks ties (two uploads in the same millisecond).
    .sort((a, b) => b.at - a.at || a.index - b.index)
    .map(({ release }) => release);
  return REMOTE_PACKAGES.map((remote) => {
    const own = newestFirst.filter((release) => release.remote === remote);
    return {
      remote,
      active: own.find((release) => release.isActive),
      previous: own.filter((release) => !release.isActive),
    };
  });
}

/**
 * Where `Roll back` returns a remote to, as the api decides it: the version the activation of
 * the current one came from. A string is that version, null means there is none (the first
 * activation), undefined that the events read do not reach back to that activation.
 */
export function rollbackTarget(
  events: readonly ReleaseEvent[],
  remote: RemotePackage,
  activeVersion: string,
): string | null | undefined {
  // Newest first, as the api lists them; a rollback's own event is not an activation.
  const activation = events.find(
    (event) =>
      event.remote === remote && event.action === 'activate' && event.toVersion === activeVersion,
  );
  return activation ? activation.fromVersion : undefined;
}

/** Checked by tsc: every kind of the gate's problems (contracts `RELEASE_PROBLEM_KINDS`). */
const PROBLEM_KINDS: Readonly<Record<ReleaseProblem['kind'], true>> = {
  contracts: true,
  shared: true,
  exposes: true,
  manifest: true,
  health: true,
};

function isProblemKind(value: string): value is ReleaseProblem['kind'] {
  return Object.hasOwn(PROBLEM_KINDS, value);
}

/**
 * The gate's problems a refused activation answered (409 `RELEASE_INCOMPATIBLE`, one field
 * `<kind>:<subject>` per problem); empty for any other failure.
 */
export function refusedProblems(error: unknown): ReleaseProblem[] {
  if (!(error instanceof ApiError) || error.code !== 'RELEASE_INCOMPATIBLE') return [];
  return error.fields.flatMap(({ field, message }) => {
    const at = field.indexOf(':');
    const kind = at === -1 ? field : field.slice(0, at);
    return isProblemKind(kind) ? [{ kind, subject: field.slice(at + 1), message }] : [];
  });
}

/** A message of the page with its values. */
export interface ReleaseText {
  readonly key: ReleaseMessageKey;
  readonly values?: Readonly<Record<string, string | number>>;
}

/** What the page says about a failed read or action, by the api's code or status. */
export function errorText(error: unknown): ReleaseText {
  if (!(error instanceof ApiError)) return { key: 'error.offline' };
  switch (error.code) {
    case 'RELEASE_INCOMPATIBLE':
      return { key: 'error.incompatible' };
    case 'NO_PREVIOUS_RELEASE':
      return { key: 'error.noPrevious' };
    case 'RELEASE_NOT_FOUND':
      return { key: 'error.notFound' };
    case 'STAFF_ONLY':
      return { key: 'error.forbidden' };
    case 'LOGIN_REQUIRED':
    case 'LOGIN_EXPIRED':
      return { key: 'error.login' };
    default:
      break;
  }
  if (error.status === 401) return { key: 'error.login' };
  if (error.status === 403) return { key: 'error.forbidden' };
  if (error.status === 429) return { key: 'error.tooMany' };
  if (error.status === 400 && error.fields.length > 0) {
    const detail = error.fields.map(({ field, message }) => `${field} ${message}`).join('; ');
    return { key: 'error.invalid', values: { detail } };
  }
  return { key: 'error.failed', values: { status: error.status } };
}

/** A time of the release api in the page's language, to the second (releases come fast). */
export function formatReleaseTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(toNumberLocale(language), {
    dateStyle: 'medium',
    timeStyle: 'medium',
  }).format(new Date(iso));
}
