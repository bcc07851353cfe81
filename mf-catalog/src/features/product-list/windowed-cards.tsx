import type { ProductCard } from '@shop/shared-contracts';
import { PAGE_STEP } from '@shop/shared-contracts';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';

export interface WindowedCardsProps {
  readonly cards: readonly ProductCard[];
  /** The grid's class (default or extended size). */
  readonly className: string;
  readonly renderCard: (card: ProductCard, position: number) => ReactNode;
}

/** A block of 60 cards is about this tall before it has been measured (15 rows of four). */
const ESTIMATED_BLOCK_HEIGHT = 15 * 420;
/** Blocks rendered beyond the visible ones on each side: at most about 6 × 60 cards at once. */
const OVERSCAN_BLOCKS = 2;

/**
 * A long listing's cards, windowed (catalogue §4: at most 1,000 cards rendered at once): the
 * cards in blocks of 60, each block its own grid, and only the blocks near the viewport
 * rendered; the others keep their measured height, so the page's length and the scroll position
 * stay as they were.
 */
export default function WindowedCards({ cards, className, renderCard }: WindowedCardsProps) {
  const container = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const top = container.current?.getBoundingClientRect().top ?? 0;
    setScrollMargin(top + window.scrollY);
  }, []);
  const blocks = Math.ceil(cards.length / PAGE_STEP);
  const virtualizer = useWindowVirtualizer({
    count: blocks,
    estimateSize: () => ESTIMATED_BLOCK_HEIGHT,
    overscan: OVERSCAN_BLOCKS,
    scrollMargin,
  });
  return (
    <div
      ref={container}
      data-testid="windowed-grid"
      style={{ position: 'relative', height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((block) => (
        <ul
          key={block.key}
          ref={virtualizer.measureElement}
          data-index={block.index}
          className={className}
          style={{
            position: 'absolute',
            top: 0,
            left: 0,
            width: '100%',
            transform: `translateY(${block.start - scrollMargin}px)`,
          }}
        >
          {cards
            .slice(block.index * PAGE_STEP, (block.index + 1) * PAGE_STEP)
            .map((card, index) => (
              <li key={card.id}>{renderCard(card, block.index * PAGE_STEP + index)}</li>
            ))}
        </ul>
      ))}
    </div>
  );
}
