import { useMessages } from '@shop/shared-contracts/react';
import { useId, useState } from 'react';
import { releaseMessages } from './messages';

/** The contracts' longest audit reason (`reasonSchema` of the release api). */
const REASON_LENGTH_MAX = 500;

/**
 * Activating a version the gate refuses: only on purpose, with a reason the audit trail keeps
 * beside the problems that were set aside (issue 14 point 2: `--force` is recorded).
 */
export function ForceActivation({
  busy,
  onActivate,
}: {
  readonly busy: boolean;
  readonly onActivate: (reason: string) => void;
}) {
  const { t } = useMessages(releaseMessages);
  const [isOpen, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const given = reason.trim();
  return (
    <form
      className="shell-releases__force"
      data-testid="release-force"
      onSubmit={(event) => {
        event.preventDefault();
        if (given !== '') onActivate(given);
      }}
    >
      <label>
        <input
          type="checkbox"
          checked={isOpen}
          onChange={(event) => setOpen(event.target.checked)}
        />{' '}
        {t('force.toggle')}
      </label>
      {isOpen ? (
        <>
          <label htmlFor={reasonId}>{t('force.reason')}</label>
          <textarea
            id={reasonId}
            required
            maxLength={REASON_LENGTH_MAX}
            rows={2}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <button type="submit" className="shell-button" disabled={busy || given === ''}>
            {t('force.submit')}
          </button>
        </>
      ) : null}
    </form>
  );
}
