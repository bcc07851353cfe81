/**
 * The stable codes of the api's error responses, one per error situation: clients branch on
 * these instead of on the status or the wording of `message`, which may change.
 */
export const API_ERROR_CODES = [
  // 400: a query, body or path field failed its schema, or holds NUL or an unpaired surrogate.
  'VALIDATION_FAILED',
  // 400: the body is not the JSON it claims to be, or the URL cannot be decoded.
  'MALFORMED_REQUEST',
  // 400: a new password that is on the list of the most common ones (ASVS 2.1.7).
  'COMMON_PASSWORD',
  // 400: a tax area id no tax area has.
  'UNKNOWN_TAX_AREA',
  // 400: init-config for a delivery country or currency the shop does not serve (platform §7).
  'UNKNOWN_MARKET',
  // 400: login with a wrong password or an unknown email (catalogue §8 'Wrong password.').
  'WRONG_PASSWORD',
  // 401: the route needs a login and no token came with the request.
  'LOGIN_REQUIRED',
  // 401: the token sent is unknown, expired or revoked.
  'LOGIN_EXPIRED',
  // 401: a release call with a release token that is neither the environment's nor a named
  // token of the database that is not revoked (issue 14).
  'RELEASE_TOKEN_INVALID',
  // 403: an admin-only call by someone who is not an admin.
  'ADMIN_ONLY',
  // 403: a stop-reminders link whose signature does not match its address.
  'INVALID_REMINDER_LINK',
  // 403: anything else refused (e.g. a file path outside the served folders).
  'FORBIDDEN',
  // 403: an order lookup by email and number alone after that email missed a few times: the
  // lookup needs the order link's token or a one-time code mailed to the order's address.
  'ORDER_LOOKUP_CODE_REQUIRED',
  // 403: a staff feature (transfer requests, enterprise orders) asked for by a non-staff user.
  'STAFF_ONLY',
  // 403: a release upload (code the api and shoppers' browsers run) by a staff member who holds
  // no deploy right: only an admin or a release token's holder publishes.
  'DEPLOY_RIGHT_REQUIRED',
  // 404: catalogue §8 'Product not found.'
  'PRODUCT_NOT_FOUND',
  // 404: a product that is not public, asked for by someone who is not staff (catalogue §8).
  'PRODUCT_NOT_PUBLIC',
  // 404: a review vote for a review that does not exist (catalogue §4 Review vote).
  'REVIEW_NOT_FOUND',
  // 404: a keyword popup id no popup has (catalogue §4 Other, `GET /api/keyword-popup/`).
  'KEYWORD_POPUP_NOT_FOUND',
  // 404: catalogue §8 'Product group not found.'
  'PRODUCT_GROUP_NOT_FOUND',
  // 404: catalogue §8 'Manufacturer not found.'
  'MANUFACTURER_NOT_FOUND',
  // 404: catalogue §8 'Campaign not found'
  'CAMPAIGN_NOT_FOUND',
  // 404: a gift campaign category (`/giftcampaigns/{category}/`) that does not exist.
  'GIFT_CAMPAIGN_NOT_FOUND',
  // 404: a static page, with or without tabs (catalogue §8 'Page not found').
  'PAGE_NOT_FOUND',
  'BLOG_POST_NOT_FOUND',
  'BLOGGER_NOT_FOUND',
  // 404: platform §8 'The store "{name}" does not exist.'
  'STORE_NOT_FOUND',
  'EXPERIENCE_NOT_FOUND',
  // 404: catalogue §8 order not found (check email and order number).
  'ORDER_NOT_FOUND',
  // 404: catalogue §8 'Complaint could not be found.'
  'COMPLAINT_NOT_FOUND',
  // 404: a remote release (remote and version) that was never published.
  'RELEASE_NOT_FOUND',
  // 404: a release set id no set has.
  'RELEASE_SET_NOT_FOUND',
  // 404: an activation, password-reset or account-deletion link nobody was sent.
  'LINK_NOT_FOUND',
  // 404: a media path that names no image.
  'IMAGE_NOT_FOUND',
  // 404: no api route answers the method and path.
  'ROUTE_NOT_FOUND',
  // 413, 415: bodies Fastify itself refuses.
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  // 408: a request body that did not arrive within the route's time (the connection is closed).
  'REQUEST_TIMEOUT',
  // 410: an emailed link that expired or was used already (catalogue §8 'request expired').
  'REQUEST_EXPIRED',
  // 409: an order line asks for more than the stock (fields name the lines).
  'OUT_OF_STOCK',
  // 400: an unpaid order would hold more of one product, or more items in all, than an order
  // paid online may (fields name the lines, or `lines`): an enterprise order is for more.
  'ORDER_TOO_LARGE',
  // 409: an order line's product is not shipped to the delivery country.
  'NOT_DELIVERED_TO_COUNTRY',
  // 409: the order no longer matches its checkout validation (a discount code used up, a gift
  // card's balance spent, a gift-campaign code redeemed, a row refused): validate again.
  'CHECKOUT_CHANGED',
  // 409: a payment started for an order that is paid, cancelled or failed already.
  'ORDER_NOT_PENDING',
  // 409: the release gate refuses an activation (fields name each problem; `force` overrides).
  'RELEASE_INCOMPATIBLE',
  // 409: a rollback of a remote that has no earlier active version to return to.
  'NO_PREVIOUS_RELEASE',
  // 409: a release set's rollback when a member remote's active version is no longer the one
  // the set activated (fields name each such remote; `force` with a reason rolls back anyway).
  'RELEASE_SET_CHANGED',
  // 409: a release version uploaded again with other content than the one published (issue 14).
  'RELEASE_VERSION_CONFLICT',
  // 422: an Idempotency-Key sent again with a different request.
  'IDEMPOTENCY_KEY_REUSED',
  // 429: too many unpaid orders for one email address.
  'TOO_MANY_PENDING_ORDERS',
  // 429: a public write throttled for its caller (too many in a minute).
  'TOO_MANY_REQUESTS',
  // 429: an email address already waits for `BACK_IN_STOCK_WAITING_MAX` products (since 3.23).
  'TOO_MANY_WAITING_REQUESTS',
  // 400 on `code` of POST /api/giftcampaigns/validate_code/ (catalogue §8 gift code redeem):
  // no such code; the code has expired; it was redeemed already; it is for another campaign
  // category, or the product is not one of the category's.
  'GIFT_CODE_UNKNOWN',
  'GIFT_CODE_EXPIRED',
  'GIFT_CODE_REDEEMED',
  'GIFT_CODE_NOT_IN_CAMPAIGN',
  // Any other 4xx the api did not name.
  'REQUEST_REJECTED',
  // 503: too much work queued already (e.g. images rendering), or the database connection was
  // lost under the request; try again after Retry-After.
  'SERVER_BUSY',
  // 500: the server failed; the details are in its log only.
  'INTERNAL_ERROR',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** Whether a value is one of `API_ERROR_CODES` (a newer server may send codes a client lacks). */
export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === 'string' && (API_ERROR_CODES as readonly string[]).includes(value);
}
