import { useTranslation } from 'react-i18next';
import { CONTENT_NAMESPACE } from '../../lib/messages';

/** A preview route opened without `?slug=`: say so instead of showing an empty page. */
export function MissingSlug() {
  const { t } = useTranslation(CONTENT_NAMESPACE);
  return (
    <div data-boundary="mf-content">
      <h1>{t('preview.title')}</h1>
      <p role="alert" data-testid="preview-missing-slug">
        {t('preview.missingSlug')}
      </p>
    </div>
  );
}
