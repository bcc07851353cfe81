import { ApiError } from '@shop/shared-contracts';
import LZString from 'lz-string';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from './api';
import {
  COMPRESSED_QUERY_LIMIT,
  compressListRequest,
  fetchProductList,
} from './fetch-product-list';

vi.mock('./api', () => ({
  api: { productModelList: vi.fn(), productModelListCompressed: vi.fn() },
}));

const request = { source: 'ProductGroup', slug: 'alpine-skiing/skis', language: 'en' } as const;

describe('compressListRequest (catalogue §7)', () => {
  it('compresses the request JSON for the query string', () => {
    const compressed = compressListRequest(request);
    expect(JSON.parse(LZString.decompressFromEncodedURIComponent(compressed ?? ''))).toEqual(
      request,
    );
  });

  it('gives up at the 2000 character limit', () => {
    const ids = Array.from({ length: 3000 }, (_, index) => index * 7919 + 1);
    const compressed = compressListRequest({ source: 'Models', ids });
    expect(compressed).toBeNull();
    expect(COMPRESSED_QUERY_LIMIT).toBe(2000);
  });
});

describe('fetchProductList', () => {
  beforeEach(() => vi.mocked(api.productModelList).mockReset());

  it('uses the compressed GET when it answers', async () => {
    vi.mocked(api.productModelListCompressed).mockResolvedValueOnce([]);
    await fetchProductList(request);
    expect(api.productModelList).not.toHaveBeenCalled();
  });

  it('falls back to the POST when the GET fails', async () => {
    vi.mocked(api.productModelListCompressed).mockRejectedValueOnce(new ApiError(502, 'bad'));
    vi.mocked(api.productModelList).mockResolvedValueOnce([]);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await fetchProductList(request);
    expect(api.productModelList).toHaveBeenCalledWith(request, undefined);
  });

  it('does not retry a 404', async () => {
    vi.mocked(api.productModelListCompressed).mockRejectedValueOnce(new ApiError(404, 'gone'));
    await expect(fetchProductList(request)).rejects.toThrow('gone');
    expect(api.productModelList).not.toHaveBeenCalled();
  });
});
