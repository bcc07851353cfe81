import { convertPrice, type ProductCard, trackListing } from '@shop/shared-contracts';
import { useEffect, useRef } from 'react';
import type { CardMarket } from '../../lib/use-price-market';

/** What a listing reports to analytics: a product group's page, or search results. */
export interface ListingTracking {
  readonly kind: 'category' | 'search';
  /** The group's name, or the search text. */
  readonly name: string;
}

/**
 * Reports the listing once per page view, with its products in the order shown, once the market
 * (the prices' currency) is known: a category's first 3 and its category-page event with the
 * first 10, or a search's first 5 (platform §9, catalogue §7).
 */
export function useListingTracking(
  tracking: ListingTracking | undefined,
  cards: readonly ProductCard[],
  market: CardMarket | undefined,
): void {
  const isTracked = useRef(false);
  useEffect(() => {
    if (!tracking || !market || isTracked.current) return;
    isTracked.current = true;
    trackListing(
      {
        kind: tracking.kind,
        name: tracking.name,
        currencyCode: market.currencyCode.toUpperCase(),
        products: cards.slice(0, 10).map((card) => ({
          name: card.name,
          id: String(card.id),
          price: convertPrice(card.price.active, market),
          brand: card.manufacturer,
          category: tracking.kind === 'category' ? tracking.name : '',
          quantity: 1,
        })),
      },
      window as Window & { dataLayer?: unknown[] },
    );
  }, [tracking, cards, market]);
}
