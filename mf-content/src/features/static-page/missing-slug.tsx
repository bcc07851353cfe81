import { useMessages } from '@shop/shared-contracts/react';
import { pagesMessages } from '../../messages/messages';

/** A preview route opened without `?slug=`: say so instead of showing an empty page. */
export function MissingSlug() {
  const { t } = useMessages(pagesMessages);
  return (
    <div data-boundary="mf-content">
      <h1>{t('preview.title')}</h1>
      <p role="alert" data-testid="preview-missing-slug">
        {t('preview.missingSlug')}
      </p>
    </div>
  );
}
