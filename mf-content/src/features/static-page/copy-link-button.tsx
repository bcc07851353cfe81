import { shopBus } from '@shop/shared-contracts';
import { useMessages } from '@shop/shared-contracts/react';
import { pagesMessages } from '../../messages/messages';

/** Copies the page's address for sharing; the shell shows the outcome as a toast. */
export function CopyLinkButton() {
  const { t } = useMessages(pagesMessages);
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
