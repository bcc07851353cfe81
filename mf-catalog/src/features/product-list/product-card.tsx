import { CARD_IMAGE_WIDTH, mediaUrl, type ProductCardProps, toStars } from '@shop/shared-contracts';
import { useMessages } from '@shop/shared-contracts/react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { CardMarket } from '../../lib/use-price-market';
import { catalogMessages } from '../../messages/catalog-messages';
import { cardHref, preselectedColor } from './card-model';
import { CardPriceView } from './card-price';
import { CardRibbons } from './card-ribbons';

/** Catalogue §9: card images are 320x400. */
const CARD_IMAGE_HEIGHT = 400;

export interface ProductCardViewProps extends ProductCardProps {
  /** Prices are left out until the market is known. */
  readonly market: CardMarket | undefined;
}

/** Platform §2 product card: picture, brand and name link to the product; colour swatches. */
export function ProductCardView({
  card,
  language,
  market,
  forceOutlet = false,
  showStars = false,
  colorQuery = null,
}: ProductCardViewProps) {
  const { t } = useMessages(catalogMessages);
  const [selected, setSelected] = useState(() => preselectedColor(card.colors, colorQuery));
  const href = cardHref(card.path, language, selected);
  const image = card.colors.find((color) => color.slug === selected)?.image || card.image;
  return (
    <article className="cat-card" data-testid="product-card" data-product-id={card.id}>
      <Link to={href} className="cat-card-link" data-testid="product-card-link">
        <div className="cat-card-image">
          {image ? (
            <img
              src={mediaUrl(image, CARD_IMAGE_WIDTH, CARD_IMAGE_HEIGHT)}
              alt={card.name}
              width={CARD_IMAGE_WIDTH}
              height={CARD_IMAGE_HEIGHT}
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
