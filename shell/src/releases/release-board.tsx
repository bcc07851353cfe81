import type { Language, RemotePackage } from '@shop/shared-contracts';
import { useMessages } from '@shop/shared-contracts/react';
import type { ReactNode } from 'react';
import { useReleaseCommand, useReleaseHistory, useReleases } from './api';
import type { CommandOutcome } from './command-outcome';
import { releaseMessages } from './messages';
import { ReleaseAudit } from './release-audit';
import { errorText, groupReleases } from './release-model';
import { RemoteReleasesSection } from './remote-releases';

/** The staff view: each remote's releases with their buttons, then the audit trail. */
export function ReleaseBoard({ language }: { readonly language: Language }) {
  const { t } = useMessages(releaseMessages);
  const releases = useReleases();
  const history = useReleaseHistory();
  const command = useReleaseCommand();
  const busy = command.isPending;
  const acted = command.variables;
  // What the last action did is shown beside the remote it was about.
  const outcomeFor = (remote: RemotePackage): CommandOutcome | undefined => {
    if (!acted || acted.remote !== remote) return undefined;
    if (command.status === 'pending') return { command: acted, state: 'pending' };
    if (command.status === 'error') return { command: acted, state: 'error', error: command.error };
    if (command.status === 'success')
      return { command: acted, state: 'done', result: command.data };
    return undefined;
  };
  const refresh = () => {
    void releases.refetch();
    void history.refetch();
  };

  let remotes: ReactNode;
  if (releases.status === 'pending') {
    remotes = (
      <p aria-busy="true" className="shell-page-loading">
        {t('loading')}
      </p>
    );
  } else if (releases.status === 'error') {
    const reason = errorText(releases.error);
    remotes = (
      <p role="alert" className="shell-releases__error" data-testid="release-load-error">
        {t('error.load')} {t(reason.key, reason.values)}
      </p>
    );
  } else {
    remotes = groupReleases(releases.data.releases).map((group) => (
      <RemoteReleasesSection
        key={group.remote}
        group={group}
        events={history.data?.events}
        language={language}
        busy={busy}
        outcome={outcomeFor(group.remote)}
        onCommand={(next) => command.mutate(next)}
      />
    ));
  }

  return (
    <div data-testid="release-board">
      <p>{t('intro')}</p>
      <p>
        <button
          type="button"
          className="shell-button shell-button--secondary"
          onClick={refresh}
          disabled={busy || releases.isFetching || history.isFetching}
        >
          {t('refresh')}
        </button>
      </p>
      {remotes}
      <ReleaseAudit history={history} language={language} />
    </div>
  );
}
