import type { Language, ReleaseEvent } from '@shop/shared-contracts';
import { useMessages } from '@shop/shared-contracts/react';
import type { ReleaseCommand } from './api';
import { type CommandOutcome, CommandOutcomeText } from './command-outcome';
import { releaseMessages } from './messages';
import { ReleaseHealthCheck } from './release-health';
import { type RemoteReleases, refusedProblems, rollbackTarget } from './release-model';
import { ReleaseRow } from './release-row';

/** One remote: its active version, `Roll back`, and every published version with its verdict. */
export function RemoteReleasesSection({
  group,
  events,
  language,
  busy,
  outcome,
  onCommand,
}: {
  readonly group: RemoteReleases;
  /** The audit trail read so far; tells where a rollback returns to. */
  readonly events: readonly ReleaseEvent[] | undefined;
  readonly language: Language;
  /** An action is running: every button waits for it. */
  readonly busy: boolean;
  readonly outcome: CommandOutcome | undefined;
  readonly onCommand: (command: ReleaseCommand) => void;
}) {
  const { t } = useMessages(releaseMessages);
  const { remote, active, previous } = group;
  const target = active && events ? rollbackTarget(events, remote, active.version) : undefined;
  const headingId = `release-remote-${remote}`;
  // A version the gate refused on activation offers the override, even if the list said it passed.
  const refusedVersion =
    outcome?.state === 'error' &&
    outcome.command.kind === 'activate' &&
    refusedProblems(outcome.error).length > 0
      ? outcome.command.version
      : undefined;
  return (
    <section
      className="shell-releases__remote"
      data-testid="release-remote"
      data-remote={remote}
      aria-labelledby={headingId}
    >
      <h2 id={headingId}>{remote}</h2>
      <p data-testid="release-active">
        {active ? t('remote.active', { version: active.version }) : t('remote.noActive')}
      </p>
      <ReleaseHealthCheck health={active?.health} language={language} />
      {active ? (
        <p className="shell-releases__rollback">
          <button
            type="button"
            className="shell-button shell-button--secondary"
            disabled={busy || target === null}
            onClick={() => onCommand({ kind: 'rollback', remote })}
          >
            {t('remote.rollback')}
          </button>{' '}
          {target ? t('remote.rollbackTo', { version: target }) : null}
          {target === null ? t('remote.noPrevious') : null}
        </p>
      ) : null}
      {outcome ? <CommandOutcomeText outcome={outcome} /> : null}
      {active || previous.length > 0 ? (
        <div className="shell-releases__scroll">
          <table className="shell-releases__table">
            <thead>
              <tr>
                <th scope="col">{t('column.version')}</th>
                <th scope="col">{t('column.published')}</th>
                <th scope="col">{t('column.contracts')}</th>
                <th scope="col">{t('column.gate')}</th>
                <th scope="col">{t('column.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {[...(active ? [active] : []), ...previous].map((release) => (
                <ReleaseRow
                  key={release.version}
                  release={release}
                  language={language}
                  busy={busy}
                  isRefused={release.version === refusedVersion}
                  onCommand={onCommand}
                />
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>{t('remote.none')}</p>
      )}
    </section>
  );
}
