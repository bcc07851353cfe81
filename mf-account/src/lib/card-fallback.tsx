import { type Language, localisePath, type ProductCard } from '@shop/shared-contracts';
import { Link } from '@shop/shared-contracts/router';

/** The card's link while mf-catalog's product card loads, or if that remote is down. */
export function CardFallback({
  card,
  language,
}: {
  readonly card: ProductCard;
  readonly language: Language;
}) {
  return (
    <Link to={localisePath(card.path, language)} className="acc-card">
      <span className="acc-card-brand">{card.manufacturer}</span>
      <span className="acc-card-name">{card.name}</span>
    </Link>
  );
}
