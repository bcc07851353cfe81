import { type Language, localisePath, type WishlistModel } from '@shop/shared-contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cardImageUrl } from '../../lib/card-image';
import { ACCOUNT_NAMESPACE } from '../../lib/messages';

/** The wishlist's models as cards linking to their product pages. */
export function WishlistList({
  models,
  language,
}: {
  readonly models: readonly WishlistModel[];
  readonly language: Language;
}) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  if (models.length === 0) {
    return <p data-testid="wishlist-empty">{t('wishlist.empty')}</p>;
  }
  return (
    <ul className="acc-cards" data-testid="wishlist-list">
      {models.map((model) => (
        <li key={model.id} className="acc-card" data-testid="wishlist-item">
          <Link to={localisePath(model.path, language)}>
            {model.imageUrl ? (
              <img
                src={cardImageUrl(model.imageUrl)}
                alt=""
                width={160}
                height={160}
                loading="lazy"
              />
            ) : null}
            <span className="acc-card-brand">{model.brand.name}</span>
            <span className="acc-card-name">{model.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
