import { createApiClient, createShopApi } from '@shop/shared-contracts';

/** Same-origin api calls; the standalone dev server proxies /api to the api server. */
export const api = createShopApi(createApiClient());
