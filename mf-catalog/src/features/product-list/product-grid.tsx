import type { Language, ProductCard } from '@shop/shared-contracts';
import { useMessages } from '@shop/shared-contracts/react';
import { useSearchParams } from '@shop/shared-contracts/router';
import { usePriceMarket } from '../../lib/use-price-market';
import { catalogMessages } from '../../messages/catalog-messages';
import { BACK_TO_TOP_THRESHOLD } from './grid-paging';
import { ProductCardView } from './product-card';
import { useVisibleCount } from './use-visible-count';

/** Cards on screen when a list opens: two rows of four on a desktop, two of two on a phone. */
const CARDS_ABOVE_FOLD = 8;

export interface ProductGridProps {
  readonly cards: readonly ProductCard[];
  readonly language: Language;
  /** Catalogue §2: group paths with `/outlet/` show the Outlet ribbon on every card. */
  readonly forceOutlet?: boolean;
  /** Show at most this many cards and no "Show more" (a teaser list). */
  readonly maxCards?: number;
}

/** The product grid (catalogue §4): first page, "Show more" by 60, Back to top above 12. */
export function ProductGrid({ cards, language, forceOutlet = false, maxCards }: ProductGridProps) {
  const { t } = useMessages(catalogMessages);
  const priceMarket = usePriceMarket(language);
  const [searchParams] = useSearchParams();
  const shown = maxCards === undefined ? cards : cards.slice(0, maxCards);
  const [visible, showMore] = useVisibleCount(shown.length);
  if (shown.length === 0) {
    return (
      <p className="cat-muted" data-testid="product-grid-empty">
        {t('grid.empty')}
      </p>
    );
  }
  return (
    <section className="cat-grid-section" data-testid="product-grid">
      {maxCards === undefined ? (
        <p className="cat-muted" data-testid="product-count">
          {t('grid.count', { count: cards.length })}
        </p>
      ) : null}
      <ul className="cat-grid">
        {shown.slice(0, visible).map((card, position) => (
          <li key={card.id}>
            <ProductCardView
              card={card}
              isAboveFold={position < CARDS_ABOVE_FOLD}
              isFirst={position === 0}
              language={language}
              market={priceMarket}
              forceOutlet={forceOutlet}
              showStars={searchParams.get('sort') === 'stars'}
              colorQuery={searchParams.get('color')}
            />
          </li>
        ))}
      </ul>
      {visible < shown.length ? (
        <div className="cat-grid-more">
          <p className="cat-muted">{t('grid.showing', { visible, count: shown.length })}</p>
          <button type="button" className="cat-button" data-testid="show-more" onClick={showMore}>
            {t('grid.showMore')}
          </button>
        </div>
      ) : null}
      {shown.length > BACK_TO_TOP_THRESHOLD ? (
        <button
          type="button"
          className="cat-back-to-top"
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        >
          {t('grid.backToTop')}
        </button>
      ) : null}
    </section>
  );
}
