import {
  CARD_IMAGE_WIDTH,
  mediaSrcSet,
  mediaUrl,
  type ProductCardProps,
  toStars,
} from '@shop/shared-contracts';
import { useMessages } from '@shop/shared-contracts/react';
import { Link } from '@shop/shared-contracts/router';
import { memo, useState } from 'react';
import type { CardMarket } from '../../lib/use-price-market';
import { type CatalogT, catalogMessages } from '../../messages/catalog-messages';
import { CardHeart } from './card-heart';
import { cardDescription, cardHref, preselectedColor } from './card-model';
import { CardPriceText } from './card-price';
import { CardRibbons } from './card-ribbons';

/** Catalogue §9: card images are 320x400. */
const CARD_IMAGE_HEIGHT = 400;
/** Two cards a row on phones, about 240 px wide from tablets up. */
const CARD_IMAGE_SIZES = '(max-width: 599px) 50vw, 240px';

export interface ProductCardViewProps extends ProductCardProps {
  /** Prices are left out until the market is known. */
  readonly market: CardMarket | undefined;
  /** Among the cards on screen when the page opens: its picture loads at once. */
  readonly isAboveFold?: boolean;
  /** The first card of the page: its picture is the one fetched first. */
  readonly isFirst?: boolean;
}

/** Platform §2 product card: picture, brand and name link to the product; colour swatches. */
export function ProductCardView(props: ProductCardViewProps) {
  const { t } = useMessages(catalogMessages);
  return <ListedCard {...props} t={t} />;
}

/**
 * The product card with the catalogue's messages already read: a grid reads them once for its
 * cards. Memoised: a listing re-renders at every change of its query (a sort, a filter), and
 * only the cards whose props changed render again.
 */
export const ListedCard = memo(function ListedCard({
  card,
  language,
  market,
  forceOutlet = false,
  showStars = false,
  colorQuery = null,
  isAboveFold = false,
  isFirst = false,
  t,
}: ProductCardViewProps & { readonly t: CatalogT }) {
  const [selected, setSelected] = useState(() => preselectedColor(card.colors, colorQuery));
  // A new colour filter preselects again (the card stays mounted while the filters change).
  const [selectedFor, setSelectedFor] = useState(colorQuery);
  if (selectedFor !== colorQuery) {
    setSelectedFor(colorQuery);
    setSelected(preselectedColor(card.colors, colorQuery));
  }
  const href = cardHref(card.path, language, selected);
  const image = card.colors.find((color) => color.slug === selected)?.image || card.image;
  return (
    <article className="cat-card" data-testid="product-card" data-product-id={card.id}>
      <Link to={href} className="cat-card-link" data-testid="product-card-link">
        <div className="cat-card-image">
          {image ? (
            <img
              src={mediaUrl(image, CARD_IMAGE_WIDTH, CARD_IMAGE_HEIGHT)}
              srcSet={mediaSrcSet(image, CARD_IMAGE_WIDTH, CARD_IMAGE_HEIGHT)}
              sizes={CARD_IMAGE_SIZES}
              alt={card.name}
              width={CARD_IMAGE_WIDTH}
              height={CARD_IMAGE_HEIGHT}
              // The first row is on screen at once: fetched with the page, the very first
              // first of all (the likely largest paint); the rest when scrolled near.
              loading={isAboveFold ? 'eager' : 'lazy'}
              fetchPriority={isFirst ? 'high' : 'auto'}
            />
          ) : null}
          <CardRibbons card={card} forceOutlet={forceOutlet} t={t} />
        </div>
        <p className="cat-card-brand">{card.manufacturer}</p>
        <h3 className="cat-card-name" data-testid="product-card-name">
          {card.name}
        </h3>
        {card.shortDescription ? (
          <p className="cat-card-description" data-testid="product-card-description">
            {cardDescription(card)}
          </p>
        ) : null}
      </Link>
      <CardHeart modelId={card.id} name={card.name} language={language} t={t} />
      {market ? (
        <CardPriceText price={card.price} fromPrefix={card.fromPrefix} market={market} t={t} />
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
});
