import type { RemotePackage } from '@shop/shared-contracts';
import { useTranslation } from '@shop/shared-contracts/react-i18next';
import { PageInteractive } from '../services/page-interactive';

/** Shown in the shopper's language where a remote could not be loaded or crashed. */
export function RemoteFallback({
  remote,
  onRetry,
}: {
  readonly remote: RemotePackage;
  readonly onRetry: () => void;
}) {
  const { t } = useTranslation('shell');
  return (
    <section className="shell-remote-fallback" role="alert" data-remote-fallback={remote}>
      <PageInteractive />
      <p>{t('remote.unavailable')}</p>
      <button type="button" className="shell-button" onClick={onRetry}>
        {t('remote.retry')}
      </button>
    </section>
  );
}
