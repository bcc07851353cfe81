import type { Language, ReleaseEvent, ReleaseHistoryResponse } from '@shop/shared-contracts';
import { useMessages } from '@shop/shared-contracts/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { JSX } from 'react';
import { type ReleaseMessageKey, releaseMessages } from './messages';
import { errorText, formatReleaseTime } from './release-model';

/**
 * What `force` set aside: the gate's refusal (its problems are recorded), or for a set's
 * rollback a change made to the remote after the set (no problems then).
 */
function forcedKey(event: ReleaseEvent): ReleaseMessageKey {
  return event.problems.length > 0 ? 'audit.forced' : 'audit.forcedPastChange';
}

/** The audit trail: who published, activated, rolled back or pruned what, newest first. */
export function ReleaseAudit({
  history,
  language,
}: {
  readonly history: UseQueryResult<ReleaseHistoryResponse>;
  readonly language: Language;
}) {
  const { t } = useMessages(releaseMessages);
  const none = t('audit.none');
  let body: JSX.Element;
  if (history.status === 'pending') {
    body = (
      <p aria-busy="true" className="shell-page-loading">
        {t('loading')}
      </p>
    );
  } else if (history.status === 'error') {
    const reason = errorText(history.error);
    body = (
      <p role="alert" className="shell-releases__error">
        {t(reason.key, reason.values)}
      </p>
    );
  } else if (history.data.events.length === 0) {
    body = <p>{t('audit.empty')}</p>;
  } else {
    body = (
      <div className="shell-releases__scroll">
        <table className="shell-releases__table">
          <thead>
            <tr>
              <th scope="col">{t('audit.time')}</th>
              <th scope="col">{t('audit.action')}</th>
              <th scope="col">{t('audit.remote')}</th>
              <th scope="col">{t('audit.versions')}</th>
              <th scope="col">{t('audit.actor')}</th>
              <th scope="col">{t('audit.reason')}</th>
            </tr>
          </thead>
          <tbody>
            {history.data.events.map((event) => (
              <tr key={event.id} data-testid="release-event" data-action={event.action}>
                <td>
                  <time dateTime={event.at}>{formatReleaseTime(event.at, language)}</time>
                </td>
                <td>
                  {t(`action.${event.action}`)}
                  {event.forced ? ` (${t(forcedKey(event))})` : null}
                </td>
                <td>{event.remote}</td>
                <td>
                  <code>{event.fromVersion ?? none}</code> → <code>{event.toVersion ?? none}</code>
                </td>
                <td>{event.actor}</td>
                <td>{event.reason ?? none}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  return (
    <section className="shell-releases__audit" data-testid="release-audit">
      <h2>{t('audit.title')}</h2>
      <p>{t('audit.intro')}</p>
      {body}
    </section>
  );
}
