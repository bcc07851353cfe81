import type { ProductCard } from '@shop/shared-contracts';
import type { CatalogT } from '../../messages/catalog-messages';
import { discountPercent } from './card-model';

/**
 * The card's ribbons: the discount percent (catalogue §9), Outlet (also forced on `/outlet/`
 * paths, catalogue §2), Second hand, then the model's own tags in their colours.
 */
export function CardRibbons({
  card,
  forceOutlet,
  t,
}: {
  readonly card: ProductCard;
  readonly forceOutlet: boolean;
  /** The catalogue's messages, read once by the card. */
  readonly t: CatalogT;
}) {
  const percent = discountPercent(card.price, card.showDiscountPercentage);
  const hasOutletTag = card.ribbons.some((ribbon) => ribbon.slug === 'outlet');
  const showOutlet = (forceOutlet || card.isOutlet) && !hasOutletTag;
  return (
    <ul className="cat-ribbons">
      {percent === null ? null : (
        <li className="cat-ribbon cat-ribbon-discount" data-testid="ribbon-discount">
          {t('card.discount', { percent })}
        </li>
      )}
      {showOutlet ? (
        <li className="cat-ribbon cat-ribbon-outlet" data-testid="ribbon-outlet">
          {t('card.outlet')}
        </li>
      ) : null}
      {card.isSecondHand ? (
        <li className="cat-ribbon" data-testid="ribbon-second-hand">
          {t('card.secondHand')}
        </li>
      ) : null}
      {card.ribbons.map((ribbon) => (
        <li
          key={ribbon.slug}
          className="cat-ribbon"
          data-testid={`ribbon-${ribbon.slug}`}
          style={{ background: ribbon.bgColor, color: ribbon.textColor }}
        >
          {ribbon.name}
        </li>
      ))}
    </ul>
  );
}
