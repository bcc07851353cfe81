import { shopBus } from '@shop/shared-contracts';
import { useTranslation } from 'react-i18next';
import { CONTENT_NAMESPACE } from '../../lib/messages';

/** Copies the page's address for sharing; the shell shows the outcome as a toast. */
export function CopyLinkButton() {
  const { t } = useTranslation(CONTENT_NAMESPACE);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      shopBus.emit('shell:toast-requested', { message: t('page.linkCopied'), kind: 'success' });
    } catch (error) {
      console.warn('Copying the page link failed', error);
      shopBus.emit('shell:toast-requested', { message: t('page.linkCopyFailed'), kind: 'error' });
    }
  };
  return (
    <button type="button" className="cnt-copy-link" onClick={copy}>
      {t('page.copyLink')}
    </button>
  );
}
