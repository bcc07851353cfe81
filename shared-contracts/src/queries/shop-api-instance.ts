import { accountCalls } from '../client/account-calls.js';
import { createApiClient } from '../client/api-client.js';
import { catalogueCalls } from '../client/catalogue-calls.js';
import { checkoutCalls } from '../client/checkout-calls.js';
import { complaintCalls } from '../client/complaint-calls.js';
import { contentCalls } from '../client/content-calls.js';
import { productCalls } from '../client/product-calls.js';
import { sharedCalls } from '../client/shared-calls.js';

// The same-origin calls of each area, reading the session token from the runtime entry the
// shell provides (no remote writes token code). One instance per area, each marked pure: a
// bundle keeps only the areas it calls, with their schemas (0006). Tests pass their own client
// to `createShopApi` instead.
export const sharedApi = /* @__PURE__ */ sharedCalls(/* @__PURE__ */ createApiClient());
export const catalogueApi = /* @__PURE__ */ catalogueCalls(/* @__PURE__ */ createApiClient());
export const productApi = /* @__PURE__ */ productCalls(/* @__PURE__ */ createApiClient());
export const checkoutApi = /* @__PURE__ */ checkoutCalls(/* @__PURE__ */ createApiClient());
export const contentApi = /* @__PURE__ */ contentCalls(/* @__PURE__ */ createApiClient());
export const accountApi = /* @__PURE__ */ accountCalls(/* @__PURE__ */ createApiClient());
export const complaintApi = /* @__PURE__ */ complaintCalls(/* @__PURE__ */ createApiClient());
