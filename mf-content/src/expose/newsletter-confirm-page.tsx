import { ApiError, type PageProps } from '@shop/shared-contracts';
import { useMessages, usePageViewed } from '@shop/shared-contracts/react';
import { useConfirmNewsletter } from '../features/forms/api';
import { formsMessages } from '../messages/messages';
import '../features/content.css';

/**
 * `/newsletter/confirm/{hash}/`: the emailed link of a newsletter sign-up (double opt-in). The
 * shopper confirms with a button, not by opening the link, so a mail scanner that fetches every
 * link confirms nothing.
 */
export default function NewsletterConfirmPage({ params }: PageProps) {
  const { t } = useMessages(formsMessages);
  const confirm = useConfirmNewsletter();
  usePageViewed(t('newsletter.confirm.title'), 'other');
  const failure = confirm.isError ? failureKey(confirm.error) : null;
  return (
    <div data-boundary="mf-content" data-testid="newsletter-confirm-page">
      <h1>{t('newsletter.confirm.title')}</h1>
      {confirm.isSuccess ? (
        <p role="status" className="cnt-success" data-testid="newsletter-confirmed">
          {t('newsletter.confirm.done', { title: t(`newsletter.${confirm.data.list}.title`) })}
        </p>
      ) : (
        <>
          <p>{t('newsletter.confirm.intro')}</p>
          {failure ? (
            <p role="alert" className="cnt-field-error" data-testid="newsletter-confirm-failed">
              {t(failure)}
            </p>
          ) : null}
          <button
            type="button"
            disabled={confirm.isPending}
            onClick={() => confirm.mutate(params.hash ?? '')}
            data-testid="newsletter-confirm"
          >
            {t('newsletter.confirm.submit')}
          </button>
        </>
      )}
    </div>
  );
}

/** Why the link did not confirm: used or unknown, too old, or the call failed. */
function failureKey(
  error: unknown,
): 'newsletter.confirm.notFound' | 'newsletter.confirm.expired' | 'form.failed' {
  if (!(error instanceof ApiError)) return 'form.failed';
  if (error.code === 'REQUEST_EXPIRED' || error.status === 410) return 'newsletter.confirm.expired';
  if (error.code === 'LINK_NOT_FOUND' || error.status === 404 || error.status === 400) {
    return 'newsletter.confirm.notFound';
  }
  return 'form.failed';
}
