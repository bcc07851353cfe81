import { type Language, localisePath, type ProductCard } from '@shop/shared-contracts';
import { ExposedComponent } from '@shop/shared-contracts/react';
import { Link } from '@shop/shared-contracts/router';

/**
 * A row of featured products shown with the catalogue's own card (mf-catalog's exposed
 * `./ProductCard`), with a link to the whole list. Pictures load lazily (the card's default):
 * the banner above is the page's largest picture.
 */
export function FeaturedProducts({
  id,
  title,
  cards,
  moreHref,
  moreText,
  language,
}: {
  readonly id: string;
  readonly title: string;
  readonly cards: readonly ProductCard[];
  readonly moreHref: string;
  readonly moreText: string;
  readonly language: Language;
}) {
  if (cards.length === 0) return null;
  return (
    <section className="cnt-featured" aria-labelledby={id} data-testid="home-featured">
      <div className="cnt-featured-head">
        <h2 id={id}>{title}</h2>
        <Link to={moreHref}>{moreText}</Link>
      </div>
      <ul className="cnt-card-grid cnt-featured-cards">
        {cards.map((card) => (
          <li key={card.id} data-testid="home-product">
            <ExposedComponent
              remote="mf-catalog"
              module="./ProductCard"
              props={{ card, language }}
              // While the catalogue's card loads, or if its remote is down, the product is
              // still a link.
              fallback={<Link to={localisePath(card.path, language)}>{card.name}</Link>}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
