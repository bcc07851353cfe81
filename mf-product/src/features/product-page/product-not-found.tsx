import { type Language, localisePath } from '@shop/shared-contracts';
import { useMessages } from '@shop/shared-contracts/react';
import { Link } from '@shop/shared-contracts/router';
import { productMessages } from '../../messages/product-messages';
import type { LoadFailure } from './load-failure';

/**
 * Catalogue §2, §8: 'Product not found.' with the response status, or the hidden-product text
 * for non-staff; a link back to the category the path came through.
 */
export function ProductNotFound({
  failure,
  categoryPath,
  language,
}: {
  readonly failure: LoadFailure;
  readonly categoryPath: string | null;
  readonly language: Language;
}) {
  const { t } = useMessages(productMessages);
  return (
    <div
      data-boundary="mf-product"
      data-testid="product-not-found"
      data-status={failure.status}
      className="prd-not-found"
    >
      <p className="prd-status">{failure.status}</p>
      <h1>{failure.isHidden ? t('page.notVisible') : t('page.notFound')}</h1>
      {categoryPath ? (
        <Link to={localisePath(categoryPath, language)}>{t('page.backToCategory')}</Link>
      ) : null}
    </div>
  );
}
