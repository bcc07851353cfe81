// The calls of each area on the page's client, which reads the session token from the runtime
// entry the shell provides (no remote writes token code). Each is a module namespace: a bundle
// keeps only the calls it makes, with their schemas (0006). Tests pass their own client to
// `createShopApi` or `withClient` instead.
export * as accountApi from '../client/account-calls.js';
export * as catalogueApi from '../client/catalogue-calls.js';
export * as checkoutApi from '../client/checkout-calls.js';
export * as complaintApi from '../client/complaint-calls.js';
export * as contentApi from '../client/content-calls.js';
export * as productApi from '../client/product-calls.js';
export * as sharedApi from '../client/shared-calls.js';
export * as staffApi from '../client/staff-calls.js';
