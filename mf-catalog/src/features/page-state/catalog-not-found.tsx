import { type Language, pathOf, ROUTES } from '@shop/shared-contracts';
import { useMessages } from '@shop/shared-contracts/react';
import { Link } from '@shop/shared-contracts/router';
import { catalogMessages } from '../../messages/catalog-messages';

/** The catalogue's 404 (catalogue §8), e.g. 'Product group not found.', with a way on. */
export function CatalogNotFound({
  message,
  language,
}: {
  readonly message: string;
  readonly language: Language;
}) {
  const { t } = useMessages(catalogMessages);
  return (
    <div data-boundary="mf-catalog" className="cat-not-found" data-testid="catalog-not-found">
      <p className="cat-status">404</p>
      <h1>{message}</h1>
      <Link to={pathOf(ROUTES.catalog, language)}>{t('catalog.title')}</Link>
    </div>
  );
}
