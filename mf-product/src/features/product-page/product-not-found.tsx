import { type Language, localisePath } from '@shop/shared-contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PRODUCT_NAMESPACE } from '../../lib/messages';

/** Catalogue §2, §8: 404 'Product not found.', or the hidden-product text for non-staff. */
export function ProductNotFound({
  isHidden,
  categoryPath,
  language,
}: {
  readonly isHidden: boolean;
  readonly categoryPath: string | null;
  readonly language: Language;
}) {
  const { t } = useTranslation(PRODUCT_NAMESPACE);
  return (
    <div data-boundary="mf-product" data-testid="product-not-found" className="prd-not-found">
      <p className="prd-status">404</p>
      <h1>{isHidden ? t('page.notVisible') : t('page.notFound')}</h1>
      {categoryPath ? (
        <Link to={localisePath(categoryPath, language)}>{t('page.backToCategory')}</Link>
      ) : null}
    </div>
  );
}
