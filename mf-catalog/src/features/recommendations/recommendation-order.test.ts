// @vitest-environment jsdom
import { catalogueApi, createMemoryStorage } from '@shop/shared-contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchRecommendationOrder, VISITOR_ID_KEY, visitorId } from './use-recommendation-order';

afterEach(() => vi.restoreAllMocks());

describe('the recommendation order (catalogue §7)', () => {
  it('sends the stored visitor id, creating one the first time', async () => {
    const storage = createMemoryStorage();
    const ask = vi.spyOn(catalogueApi, 'recommendationOrder').mockResolvedValue({ ids: [3, 1] });
    expect(await fetchRecommendationOrder('sort-product-group', 'skis', storage)).toEqual([3, 1]);
    const id = storage.getItem(VISITOR_ID_KEY);
    expect(id).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(ask).toHaveBeenCalledWith(
      {
        method: 'sort',
        origin: 'category',
        strategy: 'sort-product-group',
        path: 'skis',
        cookie_id: id,
      },
      undefined,
    );
    expect(visitorId(storage)).toBe(id);
  });

  it('on failure forgets the visitor id and gives no order', async () => {
    const storage = createMemoryStorage();
    storage.setItem(VISITOR_ID_KEY, 'visitor-12345678');
    vi.spyOn(catalogueApi, 'recommendationOrder').mockRejectedValue(new Error('down'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await fetchRecommendationOrder('sort-product-group', 'skis', storage)).toEqual([]);
    expect(storage.getItem(VISITOR_ID_KEY)).toBeNull();
  });
});
