import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

/** What the tests read of a listed product card. */
export interface ListedCard {
  readonly slug: string;
  readonly path: string;
  readonly isSecondHand: boolean;
  readonly isGiftCard?: boolean;
  readonly rating: { readonly count: number };
}

/** Every listed product of the e2e seed (160 products), newest first. */
export async function listedCards(request: APIRequestContext): Promise<ListedCard[]> {
  const cards: ListedCard[] = [];
  for (const offset of [0, 120]) {
    const response = await request.post('/api/products/productmodellist/page/', {
      data: {
        list: { source: 'Newest', language: 'en', taxAreaId: 1 },
        filter: '',
        offset,
        limit: 120,
      },
    });
    expect(response.status()).toBe(200);
    cards.push(...((await response.json()) as { cards: ListedCard[] }).cards);
  }
  return cards;
}
