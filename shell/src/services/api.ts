import { createApiClient, createShopApi } from '@shop/shared-contracts';

/** The shell's api calls (same origin). */
export const api = createShopApi(createApiClient());
