import { ApiError, catalogueApi, type ProductModelListRequest } from '@shop/shared-contracts';
import LZString from 'lz-string';

/** Catalogue §9: the compressed query is used only under this many characters. */
export const COMPRESSED_QUERY_LIMIT = 2000;

/** The request lz-compressed for `GET ?q=`, or null when it is too long for a URL. */
export function compressListRequest(request: ProductModelListRequest): string | null {
  const compressed = LZString.compressToEncodedURIComponent(JSON.stringify(request));
  return compressed.length < COMPRESSED_QUERY_LIMIT ? compressed : null;
}

/**
 * The product list's query function (catalogue §7): the cacheable compressed GET when the
 * request is short enough; if that fails (other than by a 404 the POST would repeat) it falls
 * back to the POST. A failure is logged (catalogue §8) and rethrown for the query's error state.
 */
export async function fetchProductList(request: ProductModelListRequest, signal?: AbortSignal) {
  try {
    return await requestProductList(request, signal);
  } catch (error) {
    if (!signal?.aborted) console.error('Loading the product list failed', request, error);
    throw error;
  }
}

async function requestProductList(request: ProductModelListRequest, signal?: AbortSignal) {
  const compressed = compressListRequest(request);
  if (compressed === null) return catalogueApi.productModelList(request, signal);
  try {
    return await catalogueApi.productModelListCompressed(compressed, signal);
  } catch (error) {
    if (signal?.aborted || isNotFound(error)) throw error;
    console.warn('Compressed product list failed, retrying as POST', error);
    return catalogueApi.productModelList(request, signal);
  }
}

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
