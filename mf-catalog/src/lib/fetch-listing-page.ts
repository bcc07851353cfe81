import {
  ApiError,
  catalogueApi,
  type ProductListPageRequest,
  type ProductModelListRequest,
} from '@shop/shared-contracts';

/** Catalogue §9: the compressed query is used only under this many characters. */
export const COMPRESSED_QUERY_LIMIT = 2000;

/**
 * The request lz-compressed for `GET ?q=`, or null when it is too long for a URL. lz-string
 * loads with the first page the browser fetches itself: a listing's first page comes with the
 * server's render, so the first load goes without it (issue 9).
 */
export async function compressListRequest(
  request: ProductModelListRequest | ProductListPageRequest,
): Promise<string | null> {
  const { default: LZString } = await import('lz-string');
  const compressed = LZString.compressToEncodedURIComponent(JSON.stringify(request));
  return compressed.length < COMPRESSED_QUERY_LIMIT ? compressed : null;
}

/**
 * A page of a listing, filtered, sorted and counted by the api (catalogue §7's list call, a
 * page at a time): the cacheable compressed GET when the request is short enough; if that fails
 * (other than by a 404 the POST would repeat) it falls back to the POST. A failure is logged
 * (catalogue §8) and rethrown for the query's error state.
 */
export async function fetchListingPage(request: ProductListPageRequest, signal?: AbortSignal) {
  try {
    const compressed = await compressListRequest(request);
    if (compressed === null) return await catalogueApi.productListPage(request, signal);
    try {
      return await catalogueApi.productListPageCompressed(compressed, signal);
    } catch (error) {
      if (signal?.aborted || isNotFound(error)) throw error;
      console.warn('Compressed listing page failed, retrying as POST', error);
      return await catalogueApi.productListPage(request, signal);
    }
  } catch (error) {
    if (!signal?.aborted) console.error('Loading the listing page failed', request, error);
    throw error;
  }
}

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
