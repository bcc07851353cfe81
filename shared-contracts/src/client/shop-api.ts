import * as account from './account-calls.js';
import { withClient } from './api-call.js';
import type { ApiClient } from './api-client.js';
import * as catalogue from './catalogue-calls.js';
import * as checkout from './checkout-calls.js';
import * as complaint from './complaint-calls.js';
import * as content from './content-calls.js';
import * as product from './product-calls.js';
import * as release from './release-calls.js';
import * as shared from './shared-calls.js';
import * as staff from './staff-calls.js';

// Each area's calls bound to a client (`withClient`), as contracts before 3.21 made them; remotes
// built against an older minor may still call these (0006).
export const accountCalls = (client: ApiClient) => withClient(account, client);
export const catalogueCalls = (client: ApiClient) => withClient(catalogue, client);
export const checkoutCalls = (client: ApiClient) => withClient(checkout, client);
export const complaintCalls = (client: ApiClient) => withClient(complaint, client);
export const contentCalls = (client: ApiClient) => withClient(content, client);
export const productCalls = (client: ApiClient) => withClient(product, client);
export const releaseCalls = (client: ApiClient) => withClient(release, client);
export const sharedCalls = (client: ApiClient) => withClient(shared, client);
export const staffCalls = (client: ApiClient) => withClient(staff, client);

/**
 * Every call of the shop by name through one client, each with its path and contract schema in
 * one place. Tests and tools use it; browser code calls through one area's module
 * (`catalogueApi.productGroup`, ...), so a bundle compiles in only the calls it makes.
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
