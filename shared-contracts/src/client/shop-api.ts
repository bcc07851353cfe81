import { accountCalls } from './account-calls.js';
import type { ApiClient } from './api-client.js';
import { catalogueCalls } from './catalogue-calls.js';
import { checkoutCalls } from './checkout-calls.js';
import { complaintCalls } from './complaint-calls.js';
import { contentCalls } from './content-calls.js';
import { productCalls } from './product-calls.js';
import { releaseCalls } from './release-calls.js';
import { sharedCalls } from './shared-calls.js';
import { staffCalls } from './staff-calls.js';

/**
 * Every call of the shop by name, each with its path and contract schema in one place. Tests and
 * tools use it; browser code reads through one area's calls (`catalogueApi`, ...), so a bundle
 * compiles in only the schemas of the areas it calls.
 */
export function createShopApi(client: ApiClient) {
  return {
    ...catalogueCalls(client),
    ...productCalls(client),
    ...checkoutCalls(client),
    ...contentCalls(client),
    ...accountCalls(client),
    ...sharedCalls(client),
    ...staffCalls(client),
    ...complaintCalls(client),
    ...releaseCalls(client),
  };
}

export type ShopApi = ReturnType<typeof createShopApi>;
