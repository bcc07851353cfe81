import { createApiClient, createShopApi } from '@shop/shared-contracts';

/**
 * Same-origin api calls; the standalone dev server proxies /api to the api server. Calls under
 * `/api/customer/` carry the login the shell provides through shared-contracts (platform §7).
 */
export const api = createShopApi(createApiClient());
