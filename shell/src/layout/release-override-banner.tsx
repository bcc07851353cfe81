import type { RemotePackage } from '@shop/shared-contracts';
import { useTranslation } from '@shop/shared-contracts/react-i18next';
import { useState } from 'react';

/** Where the banner's reset ends the browser's release override (the api clears its cookie). */
const RESET_URL = '/api/releases/overrides/';

/**
 * Shown while this browser runs other versions of remotes than the shop's active ones (issue 14
 * point 5, a QA or developer override): which remotes and versions, and a one-click reset that
 * ends the override and loads the page again with the active releases.
 */
export function ReleaseOverrideBanner({
  override,
}: {
  override: Partial<Record<RemotePackage, string>>;
}) {
  const { t } = useTranslation('shell');
  const [state, setState] = useState<'idle' | 'resetting' | 'failed'>('idle');
  async function reset() {
    setState('resetting');
    try {
      const response = await fetch(RESET_URL, { method: 'DELETE', credentials: 'same-origin' });
      if (!response.ok) throw new Error(`${RESET_URL} answered ${response.status}`);
      window.location.reload();
    } catch (error) {
      console.error('could not end the release override', error);
      setState('failed');
    }
  }
  return (
    <aside
      className="shell-override-banner"
      role="status"
      aria-label={t('override.label')}
      data-testid="release-override-banner"
    >
      <p>
        <strong>{t('override.active')}</strong>{' '}
        {Object.entries(override)
          .map(([remote, version]) => `${remote} ${version}`)
          .join(', ')}
      </p>
      <button type="button" onClick={reset} disabled={state === 'resetting'}>
        {t('override.reset')}
      </button>
      {state === 'failed' ? <p role="alert">{t('override.resetFailed')}</p> : null}
    </aside>
  );
}
