import { useMessages } from '@shop/shared-contracts/react';
import type { ReleaseCommand, ReleaseCommandResult } from './api';
import { GateVerdict } from './gate-verdict';
import { releaseMessages } from './messages';
import { errorText, refusedProblems } from './release-model';

/** Where the page's last action on a remote stands. */
export type CommandOutcome =
  | { readonly command: ReleaseCommand; readonly state: 'pending' }
  | { readonly command: ReleaseCommand; readonly state: 'error'; readonly error: unknown }
  | {
      readonly command: ReleaseCommand;
      readonly state: 'done';
      readonly result: ReleaseCommandResult;
    };

/** The last action's progress, result or failure in words, with the gate's refusal listed. */
export function CommandOutcomeText({ outcome }: { readonly outcome: CommandOutcome }) {
  const { t } = useMessages(releaseMessages);
  if (outcome.state === 'pending') {
    return (
      <p role="status" aria-busy="true" className="shell-releases__status">
        {t('working')}
      </p>
    );
  }
  if (outcome.state === 'error') {
    const text = errorText(outcome.error);
    const problems = refusedProblems(outcome.error);
    return (
      <div role="alert" className="shell-releases__error" data-testid="release-error">
        <p>{t(text.key, text.values)}</p>
        {problems.length > 0 ? <GateVerdict problems={problems} /> : null}
      </div>
    );
  }
  const { result } = outcome;
  if (result.kind === 'preview') {
    return (
      <p role="status" className="shell-releases__status" data-testid="release-done">
        {t('done.preview', { remote: result.remote, version: result.version })}
      </p>
    );
  }
  const { response } = result;
  const done = outcome.command.kind === 'rollback' ? 'done.rolledBack' : 'done.activated';
  return (
    <p role="status" className="shell-releases__status" data-testid="release-done">
      {t(done, { remote: response.remote, version: response.version })}
      {response.forced ? ` ${t('done.forced')}` : null}
    </p>
  );
}
