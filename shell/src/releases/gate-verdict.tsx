import type { ReleaseProblem } from '@shop/shared-contracts';
import { useMessages } from '@shop/shared-contracts/react';
import { releaseMessages } from './messages';

/** The release gate's verdict on a version: passes, or each problem it found. */
export function GateVerdict({ problems }: { readonly problems: readonly ReleaseProblem[] }) {
  const { t } = useMessages(releaseMessages);
  if (problems.length === 0) {
    return <span className="shell-releases__ok">{t('gate.ok')}</span>;
  }
  return (
    <ul className="shell-releases__problems" data-testid="release-problems">
      {problems.map((problem) => (
        <li key={`${problem.kind}:${problem.subject}`}>
          <strong>{t(`problem.${problem.kind}`, { subject: problem.subject })}</strong>{' '}
          {/* The api's own words carry the versions it compared; it writes them in English. */}
          <span lang="en">{problem.message}</span>
        </li>
      ))}
    </ul>
  );
}
