import { type Language, type PriceMarket, type ProductCard, toStars } from '@shop/shared-contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CATALOG_NAMESPACE } from '../../lib/messages';
import { cardHref, cardImageUrl, preselectedColor } from './card-model';
import { CardPriceView } from './card-price';
import { CardRibbons } from './card-ribbons';

export interface ProductCardViewProps {
  readonly card: ProductCard;
  readonly language: Language;
  readonly market: PriceMarket | undefined;
  readonly forceOutlet: boolean;
  /** Platform §2: `sort=stars` shows the star rating. */
  readonly showStars: boolean;
  /** The page's `color` query, comma separated, preselecting a colour. */
  readonly colorQuery: string | null;
}

/** Platform §2 product card: picture, brand and name link to the product; colour swatches. */
export function ProductCardView({
  card,
  language,
  market,
  forceOutlet,
  showStars,
  colorQuery,
}: ProductCardViewProps) {
  const { t } = useTranslation(CATALOG_NAMESPACE);
  const [selected, setSelected] = useState(() => preselectedColor(card.colors, colorQuery));
  const href = cardHref(card.path, language, selected);
  const image = card.colors.find((color) => color.slug === selected)?.image || card.image;
  return (
    <article className="cat-card" data-testid="product-card" data-product-id={card.id}>
      <Link to={href} className="cat-card-link" data-testid="product-card-link">
        <div className="cat-card-image">
          {image ? (
            <img
              src={cardImageUrl(image)}
              alt={card.name}
              width={320}
              height={400}
              loading="lazy"
            />
          ) : null}
          <CardRibbons card={card} forceOutlet={forceOutlet} />
        </div>
        <p className="cat-card-brand">{card.manufacturer}</p>
        <h3 className="cat-card-name" data-testid="product-card-name">
          {card.name}
        </h3>
      </Link>
      {market ? (
        <CardPriceView price={card.price} fromPrefix={card.fromPrefix} market={market} />
      ) : null}
      {card.colors.length > 1 ? (
        <ul className="cat-swatches" aria-label={t('card.colors')}>
          {card.colors.map((color) => (
            <li key={color.slug}>
              <button
                type="button"
                className="cat-swatch"
                data-testid="product-card-color"
                aria-pressed={color.slug === selected}
                aria-label={t('card.showColor', { color: color.name })}
                title={color.name}
                style={{ background: color.hex }}
                onClick={() => setSelected(color.slug)}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {showStars && card.rating.count > 0 ? (
        <p className="cat-card-rating">
          {t('card.rating', { stars: toStars(card.rating.average), count: card.rating.count })}
        </p>
      ) : null}
    </article>
  );
}
