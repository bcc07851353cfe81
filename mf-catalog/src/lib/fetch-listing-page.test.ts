import { ApiError, catalogueApi } from '@shop/shared-contracts';
import LZString from 'lz-string';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  COMPRESSED_QUERY_LIMIT,
  compressListRequest,
  fetchListingPage,
} from './fetch-listing-page';

vi.mock('@shop/shared-contracts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@shop/shared-contracts')>()),
  catalogueApi: { productListPage: vi.fn(), productListPageCompressed: vi.fn() },
}));

const list = { source: 'ProductGroup', slug: 'alpine-skiing/skis', language: 'en' } as const;
const request = { list, filter: 'color=red', offset: 0, limit: 120 } as const;

describe('compressListRequest (catalogue §7)', () => {
  it('compresses the request JSON for the query string', async () => {
    const compressed = await compressListRequest(request);
    expect(JSON.parse(LZString.decompressFromEncodedURIComponent(compressed ?? ''))).toEqual(
      request,
    );
  });

  it('gives up at the 2000 character limit', async () => {
    const ids = Array.from({ length: 3000 }, (_, index) => index * 7919 + 1);
    const compressed = await compressListRequest({ list: { source: 'Models', ids } });
    expect(compressed).toBeNull();
    expect(COMPRESSED_QUERY_LIMIT).toBe(2000);
  });
});

describe('fetchListingPage (catalogue §7)', () => {
  beforeEach(() => {
    vi.mocked(catalogueApi.productListPage).mockReset();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('uses the compressed GET when it answers', async () => {
    vi.mocked(catalogueApi.productListPageCompressed).mockResolvedValueOnce({
      total: 0,
      matched: 0,
      offset: 0,
      cards: [],
      facets: null,
    });
    await fetchListingPage(request);
    expect(catalogueApi.productListPage).not.toHaveBeenCalled();
  });

  it('falls back to the POST when the GET fails', async () => {
    vi.mocked(catalogueApi.productListPageCompressed).mockRejectedValueOnce(
      new ApiError(502, 'bad'),
    );
    vi.mocked(catalogueApi.productListPage).mockResolvedValueOnce({
      total: 0,
      matched: 0,
      offset: 0,
      cards: [],
      facets: null,
    });
    await fetchListingPage(request);
    expect(catalogueApi.productListPage).toHaveBeenCalledWith(request, undefined);
  });

  it('does not retry a 404', async () => {
    vi.mocked(catalogueApi.productListPageCompressed).mockRejectedValueOnce(
      new ApiError(404, 'gone'),
    );
    await expect(fetchListingPage(request)).rejects.toThrow('gone');
    expect(catalogueApi.productListPage).not.toHaveBeenCalled();
  });

  it('logs a list that failed both ways (catalogue §8)', async () => {
    vi.mocked(catalogueApi.productListPageCompressed).mockRejectedValueOnce(
      new ApiError(502, 'bad'),
    );
    vi.mocked(catalogueApi.productListPage).mockRejectedValueOnce(new ApiError(500, 'down'));
    await expect(fetchListingPage(request)).rejects.toThrow('down');
    expect(console.error).toHaveBeenCalled();
  });
});
