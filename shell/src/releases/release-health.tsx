import type { Language, ReleaseHealth } from '@shop/shared-contracts';
import { useMessages } from '@shop/shared-contracts/react';
import { GateVerdict } from './gate-verdict';
import { releaseMessages } from './messages';
import { formatReleaseTime } from './release-model';

/**
 * The active version's latest health check (the api's, at activation and every few minutes):
 * a failing one stands out with its problems, a passing one is a quiet line, and none is shown
 * until the api has run one.
 */
export function ReleaseHealthCheck({
  health,
  language,
}: {
  readonly health: ReleaseHealth | undefined;
  readonly language: Language;
}) {
  const { t } = useMessages(releaseMessages);
  if (!health) return null;
  const time = formatReleaseTime(health.checkedAt, language);
  const skipped = health.skipped.map((text) => (
    <p key={text} className="shell-releases__status">
      {t('health.skipped')} {/* The api's own words, in English like the gate's. */}
      <span lang="en">{text}</span>
    </p>
  ));
  if (health.ok) {
    return (
      <div data-testid="release-health" data-ok="true">
        <p className="shell-releases__status">{t('health.ok', { time })}</p>
        {skipped}
      </div>
    );
  }
  return (
    <div className="shell-releases__health-failed" data-testid="release-health" data-ok="false">
      <p>
        <strong>{t('health.failed', { time })}</strong>
      </p>
      <GateVerdict problems={health.problems} />
      {skipped}
    </div>
  );
}
