import type { GridSize, Language, ProductCard } from '@shop/shared-contracts';
import { useIsHydrated, useMessages } from '@shop/shared-contracts/react';
import { useSearchParams } from '@shop/shared-contracts/router';
import {
  lazy,
  memo,
  type RefObject,
  Suspense,
  startTransition,
  useEffect,
  useRef,
  useState,
} from 'react';
import type { CardMarket } from '../../lib/use-price-market';
import { catalogMessages } from '../../messages/catalog-messages';
import { ListToolbar } from '../filters/list-toolbar';
import type { Listing } from '../filters/use-listing';
import { BACK_TO_TOP_THRESHOLD } from './grid-paging';
import { rememberScroll, useRestoredScroll, useScrolledPast, useSentinel } from './grid-scroll';
import { ListedCard } from './product-card';
import { useGridSize } from './use-grid-size';
import { type ListingTracking, useListingTracking } from './use-listing-tracking';

/** Cards on screen when a list opens: two rows of four on a desktop, two of two on a phone. */
const CARDS_ABOVE_FOLD = 8;
/** Catalogue §4: at most this many cards rendered at once; a longer grid is windowed. */
export const MAX_RENDERED_CARDS = 1000;
/** The windowing's code is fetched once a grid has this many cards, before it is needed. */
const WINDOWING_PRELOAD_AT = 600;

/**
 * A grid's first render (the server's, and the browser's that takes it over) and a new list show
 * this many cards, and the rest in the render after: a new list comes at once (issue 10), and a
 * group's page is parsed, laid out and hydrated with its first rows instead of 44 cards (issue 9).
 */
const FIRST_CARDS = 16;

const loadWindowedCards = () => import('./windowed-cards');
const WindowedCards = lazy(loadWindowedCards);

export interface ListingGridProps {
  readonly listing: Listing;
  readonly language: Language;
  readonly market: CardMarket | undefined;
  /** Catalogue §2: group paths with `/outlet/` show the Outlet ribbon on every card. */
  readonly forceOutlet?: boolean;
  /** What the listing reports to analytics (product group and search pages). */
  readonly tracking?: ListingTracking;
}

/**
 * A listing's grid (catalogue §4): the toolbar (Filter button, sort, grid size, chips) over the
 * cards the api answered for the URL's filters and sort.
 */
export function ListingGrid({
  listing,
  language,
  market,
  tracking,
  forceOutlet,
}: ListingGridProps) {
  const { t } = useMessages(catalogMessages);
  const [gridSize, setGridSize] = useGridSize();
  const { filtering } = listing;
  useListingTracking(tracking, listing.cards, market);
  if (filtering.total === 0) return <GridCards cards={[]} language={language} market={market} />;
  return (
    <>
      <ListToolbar
        filtering={filtering}
        language={language}
        market={market}
        gridSize={gridSize}
        onGridSize={setGridSize}
      />
      {filtering.matched === 0 ? (
        <p className="cat-muted" data-testid="product-grid-no-matches">
          {t('grid.noMatches')}
        </p>
      ) : (
        <GridCards
          cards={listing.cards}
          count={filtering.matched}
          visible={listing.visible}
          onShowMore={listing.showMore}
          isUpdating={listing.isUpdating}
          language={language}
          market={market}
          gridSize={gridSize}
          forceOutlet={forceOutlet}
        />
      )}
    </>
  );
}

export interface GridCardsProps {
  /** The cards to show, in order (those loaded of the visible count). */
  readonly cards: readonly ProductCard[];
  /** How many cards the list has (matching its filters); the cards' length when absent. */
  readonly count?: number;
  /** How many cards are to show once loaded; the cards' length when absent. */
  readonly visible?: number;
  readonly onShowMore?: () => void;
  readonly language: Language;
  readonly market: CardMarket | undefined;
  readonly forceOutlet?: boolean | undefined;
  /** A teaser list: its cards, no count, no "Show more". */
  readonly isTeaser?: boolean;
  readonly gridSize?: GridSize;
  /** The cards are those of the filters before, while the new ones come: shown as busy. */
  readonly isUpdating?: boolean;
}

/** The cards of a grid, the count above them and, while more match, the sentinel and Show more. */
export function GridCards({
  cards,
  count = cards.length,
  visible = cards.length,
  onShowMore,
  language,
  market,
  forceOutlet = false,
  isTeaser = false,
  gridSize = 'default',
  isUpdating = false,
}: GridCardsProps) {
  const { t } = useMessages(catalogMessages);
  const isHydrated = useIsHydrated();
  const hasMore = visible < count && onShowMore !== undefined;
  // Catalogue §4: 60 more as the end comes near; the button stays for keyboards. The sentinel
  // waits until the visible cards have come, so one scroll asks for one block.
  const sentinel = useSentinel(
    onShowMore ?? noop,
    cards.length,
    hasMore && !isTeaser && cards.length >= visible,
  );
  const list = useRef<HTMLUListElement>(null);
  const isPastTwelve = useScrolledPast(list, BACK_TO_TOP_THRESHOLD, cards.length);
  const limit = useFirstCardsFirst(cards[0]?.id);
  // Back to a list puts the shopper where they were once every card is there to scroll to.
  useRestoredScroll(
    isHydrated && cards.length > 0 && cards.length >= visible && limit >= cards.length,
  );
  const isLong = cards.length > WINDOWING_PRELOAD_AT;
  useEffect(() => {
    if (isLong) void loadWindowedCards();
  }, [isLong]);
  if (cards.length === 0) {
    return (
      <p className="cat-muted" data-testid="product-grid-empty">
        {t('grid.empty')}
      </p>
    );
  }
  return (
    <section
      className={isUpdating ? 'cat-grid-section cat-grid-section--updating' : 'cat-grid-section'}
      data-testid="product-grid"
      aria-busy={isUpdating}
    >
      {isTeaser ? null : (
        <p className="cat-muted" data-testid="product-count">
          {t('grid.count', { count })}
        </p>
      )}
      {/* Opening a product remembers where the list was, for Back. */}
      <div onClickCapture={isTeaser ? undefined : rememberScroll}>
        <CardItems
          cards={cards}
          limit={limit}
          listRef={list}
          language={language}
          market={market}
          forceOutlet={forceOutlet}
          gridSize={gridSize}
        />
      </div>
      {hasMore ? (
        <div className="cat-grid-more" ref={sentinel} data-testid="grid-sentinel">
          <p className="cat-muted">{t('grid.showing', { visible, count })}</p>
          <button type="button" className="cat-button" data-testid="show-more" onClick={onShowMore}>
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

const noop = () => undefined;

interface CardItemsProps {
  readonly cards: readonly ProductCard[];
  /** How many of the cards to render now (`useFirstCardsFirst`). */
  readonly limit: number;
  readonly listRef: RefObject<HTMLUListElement | null>;
  readonly language: Language;
  readonly market: CardMarket | undefined;
  readonly forceOutlet: boolean;
  readonly gridSize: GridSize;
}

/**
 * The grid's cards, windowed past 1,000. Memoised apart from the grid around them, so marking
 * the grid busy (the frame that answers a click) does not go through its cards.
 */
const CardItems = memo(function CardItems({
  cards,
  limit,
  listRef,
  language,
  market,
  forceOutlet,
  gridSize,
}: CardItemsProps) {
  const { t } = useMessages(catalogMessages);
  const [searchParams] = useSearchParams();
  const gridClass = gridSize === 'extended' ? 'cat-grid cat-grid--extended' : 'cat-grid';
  const showStars = searchParams.get('sort') === 'stars';
  const colorQuery = searchParams.get('color');
  const renderCard = (card: ProductCard, position: number) => (
    <ListedCard
      t={t}
      card={card}
      isAboveFold={position < CARDS_ABOVE_FOLD}
      isFirst={position === 0}
      language={language}
      market={market}
      forceOutlet={forceOutlet}
      showStars={showStars}
      colorQuery={colorQuery}
    />
  );
  const items = cards
    .slice(0, limit)
    .map((card, position) => <li key={card.id}>{renderCard(card, position)}</li>);
  return cards.length > MAX_RENDERED_CARDS ? (
    <Suspense fallback={<ul className={gridClass}>{items}</ul>}>
      <WindowedCards
        cards={cards}
        className={`${gridClass} cat-grid-block`}
        renderCard={renderCard}
      />
    </Suspense>
  ) : (
    <ul className={gridClass} data-grid-size={gridSize} ref={listRef}>
      {items}
    </ul>
  );
});

/**
 * How many cards to render: the first rows on a grid's first render and right after the list
 * changed (another sort or filter put another card first), then all in a transition, so the
 * shopper sees the page or the new list without waiting for the cards below the fold.
 */
function useFirstCardsFirst(firstId: number | undefined): number {
  const [limit, setLimit] = useState(FIRST_CARDS);
  const [limitFor, setLimitFor] = useState(firstId);
  if (limitFor !== firstId) {
    setLimitFor(firstId);
    setLimit(FIRST_CARDS);
  }
  useEffect(() => {
    if (limit !== Number.POSITIVE_INFINITY) {
      startTransition(() => setLimit(Number.POSITIVE_INFINITY));
    }
  }, [limit]);
  return limit;
}
