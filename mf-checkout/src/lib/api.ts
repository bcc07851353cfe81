import { createApiClient } from '@shop/shared-contracts';

/** Same-origin api client; the standalone dev server proxies /api to the api server. */
export const api = createApiClient();
