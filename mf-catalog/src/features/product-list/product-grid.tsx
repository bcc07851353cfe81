import { type GridSize, type Language, orderByIds, type ProductCard } from '@shop/shared-contracts';
import { useIsHydrated, useMessages } from '@shop/shared-contracts/react';
import { useSearchParams } from '@shop/shared-contracts/router';
import { useMemo, useRef } from 'react';
import { usePriceMarket } from '../../lib/use-price-market';
import { catalogMessages } from '../../messages/catalog-messages';
import { FILTER_PARAMS, SEARCH_FILTER_PARAMS } from '../filters/filter-query';
import { ListToolbar } from '../filters/list-toolbar';
import { useListFilters } from '../filters/use-list-filters';
import { BACK_TO_TOP_THRESHOLD } from './grid-paging';
import { rememberScroll, useRestoredScroll, useScrolledPast, useSentinel } from './grid-scroll';
import { ProductCardView } from './product-card';
import { useGridSize } from './use-grid-size';
import { type ListingTracking, useListingTracking } from './use-listing-tracking';
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
  /** A search's results: the query's `text` is the search, not a filter. */
  readonly isSearch?: boolean;
  /** What the listing reports to analytics (product group and search pages). */
  readonly tracking?: ListingTracking;
  /** A product group's filterable properties; every property the cards have when absent. */
  readonly filterableProperties?: readonly string[];
  /** The recommendation order (catalogue §7): the Recommended sort shows these ids first. */
  readonly recommendedIds?: readonly number[];
}

/**
 * The product grid (catalogue §4): a whole listing gets the filters and sort of its URL (the
 * toolbar and the filters modal); a teaser list (`maxCards`) shows its first cards as they come.
 */
export function ProductGrid(props: ProductGridProps) {
  if (props.maxCards !== undefined) {
    return <GridCards {...props} cards={props.cards.slice(0, props.maxCards)} isTeaser />;
  }
  return <FilteredGrid {...props} />;
}

function FilteredGrid({
  cards,
  language,
  isSearch = false,
  tracking,
  filterableProperties,
  recommendedIds,
  ...rest
}: ProductGridProps) {
  const { t } = useMessages(catalogMessages);
  const market = usePriceMarket(language);
  const recommended = useMemo(() => orderByIds(cards, recommendedIds), [cards, recommendedIds]);
  const filtering = useListFilters(
    recommended,
    language,
    market,
    isSearch ? SEARCH_FILTER_PARAMS : FILTER_PARAMS,
    filterableProperties,
  );
  const [searchParams] = useSearchParams();
  const [gridSize, setGridSize] = useGridSize();
  useListingTracking(tracking, filtering.cards, market);
  if (cards.length === 0) return <GridCards cards={cards} language={language} {...rest} />;
  return (
    <>
      <ListToolbar
        filtering={filtering}
        total={cards.length}
        language={language}
        market={market}
        gridSize={gridSize}
        onGridSize={setGridSize}
      />
      {filtering.cards.length === 0 ? (
        <p className="cat-muted" data-testid="product-grid-no-matches">
          {t('grid.noMatches')}
        </p>
      ) : (
        <GridCards
          resetKey={searchParams.toString()}
          cards={filtering.cards}
          language={language}
          gridSize={gridSize}
          {...rest}
        />
      )}
    </>
  );
}

function GridCards({
  cards,
  language,
  forceOutlet = false,
  isTeaser = false,
  gridSize = 'default',
  resetKey = '',
}: ProductGridProps & {
  readonly isTeaser?: boolean;
  readonly gridSize?: GridSize;
  /** Any change (the listing's query) shows the first page again (catalogue §4). */
  readonly resetKey?: string;
}) {
  const { t } = useMessages(catalogMessages);
  const priceMarket = usePriceMarket(language);
  const [searchParams] = useSearchParams();
  const [visible, showMore] = useVisibleCount(cards.length, resetKey);
  const isHydrated = useIsHydrated();
  const hasMore = visible < cards.length;
  // Catalogue §4: 60 more as the end comes near; the button stays for keyboards.
  const sentinel = useSentinel(showMore, visible, hasMore && !isTeaser);
  const list = useRef<HTMLUListElement>(null);
  const isPastTwelve = useScrolledPast(list, BACK_TO_TOP_THRESHOLD, visible);
  useRestoredScroll(isHydrated && cards.length > 0);
  if (cards.length === 0) {
    return (
      <p className="cat-muted" data-testid="product-grid-empty">
        {t('grid.empty')}
      </p>
    );
  }
  return (
    <section className="cat-grid-section" data-testid="product-grid">
      {isTeaser ? null : (
        <p className="cat-muted" data-testid="product-count">
          {t('grid.count', { count: cards.length })}
        </p>
      )}
      {/* Opening a product remembers where the list was, for Back. */}
      <ul
        className={gridSize === 'extended' ? 'cat-grid cat-grid--extended' : 'cat-grid'}
        data-grid-size={gridSize}
        ref={list}
        onClickCapture={isTeaser ? undefined : rememberScroll}
      >
        {cards.slice(0, visible).map((card, position) => (
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
      {hasMore ? (
        <div className="cat-grid-more" ref={sentinel} data-testid="grid-sentinel">
          <p className="cat-muted">{t('grid.showing', { visible, count: cards.length })}</p>
          <button type="button" className="cat-button" data-testid="show-more" onClick={showMore}>
            {t('grid.showMore')}
          </button>
        </div>
      ) : null}
      {isPastTwelve ? (
        <button
          type="button"
          className="cat-back-to-top"
          data-testid="back-to-top"
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        >
          {t('grid.backToTop')}
        </button>
      ) : null}
    </section>
  );
}
