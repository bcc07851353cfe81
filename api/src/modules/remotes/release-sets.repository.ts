import type { ReleaseProblem } from '@shop/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { type ReleaseActor, recordEvent, switchActive } from './remotes.repository.js';
import { withRemoteTables } from './remotes.table.js';

/** One remote's version in a set, with the gate's problems `force` overrode. */
export interface SetMember {
  readonly remote: string;
  readonly version: string;
  readonly overridden: readonly ReleaseProblem[];
}

/** A member remote of a set being rolled back whose active version changed after the set. */
export interface ChangedMember {
  readonly remote: string;
  /** The version the set activated. */
  readonly setVersion: string;
  /** The version active now; null when none is. */
  readonly activeVersion: string | null;
}

/** A set's rollback: which set, what it activated, and whether a later change may be undone. */
export interface SetRollback {
  readonly of: number;
  /** The version the set gave each member remote the rollback moves. */
  readonly activated: readonly { remote: string; version: string }[];
  /** Roll back though members changed after the set; their events are marked forced. */
  readonly force: boolean;
}

/** A set that was activated: when, by whom, and each remote's change. */
export interface ReleaseSetRow {
  readonly id: number;
  readonly at: Date;
  readonly actor: string;
  readonly reason: string | null;
  /** The set this one rolled back, if it is a rollback. */
  readonly rollbackOf: number | null;
  readonly members: readonly {
    remote: string;
    fromVersion: string | null;
    toVersion: string | null;
  }[];
}

/**
 * Activates several remotes' versions as one set (issue 14), in one transaction with every
 * member remote's rows locked: `/remotes.json` and the server's renderer read the registry in
 * one query, so a shopper sees the whole set or none of it. Answers the set's id, the first
 * member whose version was never published, or for a rollback the members changed after the
 * set it rolls back, unless forced (nothing changed in both cases).
 */
export function activateSet(
  db: Kysely<Database>,
  members: readonly SetMember[],
  by: ReleaseActor,
  rollback: SetRollback | null = null,
): Promise<
  { setId: number } | { unknown: SetMember } | { changed: ChangedMember[]; rollbackOf: number }
> {
  return withRemoteTables(db)
    .transaction()
    .execute(async (trx) => {
      const rows = await trx
        .selectFrom('remote_releases')
        .select(['remote', 'version', 'is_active as isActive', 'contracts_version as contracts'])
        .where(
          'remote',
          'in',
          members.map((member) => member.remote),
        )
        .orderBy('remote')
        .forUpdate()
        .execute();
      const unknown = members.find(
        (member) =>
          !rows.some((row) => row.remote === member.remote && row.version === member.version),
      );
      if (unknown) return { unknown };
      // Checked under the lock: a single-remote activation after the set (a hotfix) is not
      // undone without a word (docs/decisions/0021).
      const changed = (rollback?.activated ?? []).flatMap(({ remote, version }) => {
        const active = rows.find((row) => row.remote === remote && row.isActive)?.version ?? null;
        return active === version ? [] : [{ remote, setVersion: version, activeVersion: active }];
      });
      if (rollback && changed.length > 0 && !rollback.force) {
        return { changed, rollbackOf: rollback.of };
      }
      const set = await trx
        .insertInto('remote_release_sets')
        .values({ actor: by.actor, reason: by.reason ?? null, rollback_of: rollback?.of ?? null })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const member of members) {
        const previous = rows.find((row) => row.remote === member.remote && row.isActive);
        const target = rows.find(
          (row) => row.remote === member.remote && row.version === member.version,
        );
        await switchActive(trx, member.remote, member.version);
        await recordEvent(trx, {
          remote: member.remote,
          action: rollback === null ? 'activate' : 'rollback',
          fromVersion: previous?.version ?? null,
          toVersion: member.version,
          contractsVersion: target?.contracts ?? null,
          by,
          overridden: member.overridden,
          forced: changed.some((change) => change.remote === member.remote),
          setId: set.id,
        });
      }
      return { setId: set.id };
    });
}

/** The sets that were live, newest first (or the one with `id`), each with its members' changes. */
export async function listSets(
  db: Kysely<Database>,
  { limit, id }: { limit: number; id?: number },
): Promise<ReleaseSetRow[]> {
  const tables = withRemoteTables(db);
  let query = tables
    .selectFrom('remote_release_sets')
    .select(['id', 'at', 'actor', 'reason', 'rollback_of as rollbackOf']);
  if (id !== undefined) query = query.where('id', '=', id);
  const sets = await query.orderBy('id', 'desc').limit(limit).execute();
  if (sets.length === 0) return [];
  const events = await tables
    .selectFrom('remote_release_events')
    .select(['set_id as setId', 'remote', 'from_version as fromVersion', 'to_version as toVersion'])
    .where(
      'set_id',
      'in',
      sets.map((set) => set.id),
    )
    .orderBy('remote')
    .execute();
  return sets.map((set) => ({
    ...set,
    members: events
      .filter((event) => event.setId === set.id)
      .map(({ remote, fromVersion, toVersion }) => ({ remote, fromVersion, toVersion })),
  }));
}
