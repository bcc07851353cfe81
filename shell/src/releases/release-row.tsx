import type { Language, ReleaseSummary } from '@shop/shared-contracts';
import { useMessages } from '@shop/shared-contracts/react';
import type { JSX } from 'react';
import type { ReleaseCommand } from './api';
import { ForceActivation } from './force-activation';
import { GateVerdict } from './gate-verdict';
import { releaseMessages } from './messages';
import { formatReleaseTime } from './release-model';

/** One published version: when, built against which contracts, the gate's verdict, `Activate`. */
export function ReleaseRow({
  release,
  language,
  busy,
  isRefused,
  onCommand,
}: {
  readonly release: ReleaseSummary;
  readonly language: Language;
  readonly busy: boolean;
  /** The gate refused this version's activation just now. */
  readonly isRefused: boolean;
  readonly onCommand: (command: ReleaseCommand) => void;
}) {
  const { t } = useMessages(releaseMessages);
  const { remote, version, isActive, problems } = release;
  let action: JSX.Element | null = null;
  if (!isActive && (problems.length > 0 || isRefused)) {
    action = (
      <ForceActivation
        busy={busy}
        onActivate={(reason) => onCommand({ kind: 'activate', remote, version, force: { reason } })}
      />
    );
  } else if (!isActive) {
    action = (
      <button
        type="button"
        className="shell-button"
        disabled={busy}
        onClick={() => onCommand({ kind: 'activate', remote, version })}
      >
        {t('activate')}
      </button>
    );
  }
  // Any version may be tried in the staff member's own browser first, even one the gate refuses.
  const preview = isActive ? null : (
    <button
      type="button"
      className="shell-button shell-button--secondary"
      disabled={busy}
      onClick={() => onCommand({ kind: 'preview', remote, version })}
    >
      {t('preview')}
    </button>
  );
  return (
    <tr data-testid="release-version" data-version={version} data-active={isActive}>
      <td>
        <code>{version}</code>
        {isActive ? <span className="shell-releases__badge">{t('version.active')}</span> : null}
        {isActive && release.health?.ok === false ? (
          <span className="shell-releases__badge shell-releases__badge--failing">
            {t('health.failing')}
          </span>
        ) : null}
        <ReleaseOrigin release={release} language={language} />
      </td>
      <td>
        <time dateTime={release.publishedAt}>
          {formatReleaseTime(release.publishedAt, language)}
        </time>
      </td>
      <td>{release.contractsVersion ?? t('version.unknown')}</td>
      <td>
        <GateVerdict problems={problems} />
      </td>
      <td>
        <span className="shell-releases__actions">
          {action}
          {preview}
        </span>
      </td>
    </tr>
  );
}

/** Where a release came from and where it is served: build time, commit, another origin. */
function ReleaseOrigin({
  release,
  language,
}: {
  readonly release: ReleaseSummary;
  readonly language: Language;
}) {
  const { t } = useMessages(releaseMessages);
  const parts = [
    release.builtAt
      ? t('version.built', { time: formatReleaseTime(release.builtAt, language) })
      : null,
    release.gitSha ? t('version.commit', { sha: release.gitSha.slice(0, 10) }) : null,
    release.baseUrl ? t('version.origin', { origin: new URL(release.baseUrl).origin }) : null,
  ].filter((part) => part !== null);
  if (parts.length === 0) return null;
  return <small className="shell-releases__origin">{parts.join(' · ')}</small>;
}
