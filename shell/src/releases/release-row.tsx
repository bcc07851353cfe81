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
  return (
    <tr data-testid="release-version" data-version={version} data-active={isActive}>
      <td>
        <code>{version}</code>
        {isActive ? <span className="shell-releases__badge">{t('version.active')}</span> : null}
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
      <td>{action}</td>
    </tr>
  );
}
