/**
 * Every throttle of the api in one place (issue 13 point 2), each read from the environment
 * variable named beside its default in `readLimits`. The per-address limits are counted in
 * memory by each process (`@fastify/rate-limit`, src/plugins/rate-limit.ts); the per-account,
 * per-email and per-recipient ones are counted in the database, so they hold across processes
 * (src/modules/attempts).
 */
export interface Limits {
  /**
   * Public writes (forms, sign-up, password reset, orders, payments, complaints) one address
   * may make a minute; frequent ones (checkout validation, cart saves, votes) four times as many.
   */
  readonly writesPerMinute: number;
  /** Login attempts one address may make a minute, whatever the accounts. */
  readonly loginsPerMinute: number;
  /**
   * Failed logins of one email from one address within `loginWindowMinutes` before that
   * address's logins of it get 429; other addresses (the owner's) are not affected.
   */
  readonly loginFailuresPerAccount: number;
  /**
   * Failed logins of one email from all addresses within the window past which every wrong
   * password is answered after `loginDelayMaxMs`: a distributed guess is slowed, never a lock.
   */
  readonly loginFailuresAccountCeiling: number;
  /** How long failed logins count, and how long the last allowed failure locks the account. */
  readonly loginWindowMinutes: number;
  /** Failed logins of one email answered at once; the ones after wait `loginDelayMs`, doubling. */
  readonly loginFreeFailures: number;
  readonly loginDelayMs: number;
  readonly loginDelayMaxMs: number;
  /** Order lookups one address may make a minute. */
  readonly orderLookupsPerMinute: number;
  /** Lookups of one email from one address that find no order, within the window, before 429. */
  readonly orderLookupMisses: number;
  /**
   * Lookups of one email that found nothing, from all addresses together, after which email and
   * order number alone no longer show an order: the order link's token or a mailed code must.
   */
  readonly orderLookupFreeMisses: number;
  readonly orderLookupWindowMinutes: number;
  /**
   * Media requests (`/media/...`) one address may make a minute that the disk cache cannot
   * answer (a picture to draw or an unknown name); pictures already drawn are not counted.
   */
  readonly mediaPerMinute: number;
  /**
   * Pictures one address may have drawing or waiting to be drawn at once; more get 429. Above a
   * browser's six connections to a host, so one shopper's page of new pictures is never refused.
   */
  readonly mediaRendersPerAddress: number;
  /**
   * Product list reads (the list and page calls, GET and POST, and the catalogue's other
   * reads) one address may make a minute; a page the server renders counts its reads once.
   */
  readonly listReadsPerMinute: number;
  /** Question receipts mailed to one address an hour; further questions are kept unanswered. */
  readonly questionReceiptsPerHour: number;
  /**
   * Complaint photos one address may upload an hour without logging in (each at most 10 MiB, so
   * this bounds the bytes too); a logged-in customer may upload three times as many.
   */
  readonly photoUploadsPerHour: number;
  /** MiB of uploaded photos not yet attached to a complaint the shop keeps at most, all told. */
  readonly unattachedPhotoMiBMax: number;
  /** Unpaid orders placed from one address within an hour before the next is refused (429). */
  readonly pendingOrdersPerAddress: number;
  /** Connections one address may hold open at once (without a reverse proxy); more are closed. */
  readonly connectionsPerAddress: number;
  /**
   * Milliseconds a client has to send a request's headers, and the whole request with its body
   * (a slow phone uploading a 10 MB complaint photo included); a request trickling in slower is
   * cut off (408), so idle sockets cannot pile up.
   */
  readonly headersTimeoutMs: number;
  readonly requestTimeoutMs: number;
  /**
   * Milliseconds a request's body may take after its headers on every route but the uploads
   * (JSON forms are a few KiB): a body trickling in slower is cut off (408) long before
   * `requestTimeoutMs`.
   */
  readonly bodyTimeoutMs: number;
  /** Minutes a login may go unused before it is refused as expired (issue 13 point 3). */
  readonly sessionIdleMinutes: number;
}

/** Reads a whole number ≥ 0 from the environment variable, or the default when it is unset. */
export type ReadCount = (variable: string, fallback: number) => number;

/** The limits from the environment: counts and windows at least 1, delays and free tries ≥ 0. */
export function readLimits(read: ReadCount): Limits {
  const atLeastOne: ReadCount = (variable, fallback) => {
    const value = read(variable, fallback);
    if (value < 1) throw new Error(`${variable} must be at least 1, got ${value}`);
    return value;
  };
  return {
    writesPerMinute: atLeastOne('WRITES_PER_MINUTE', 30),
    loginsPerMinute: atLeastOne('LOGINS_PER_MINUTE', 10),
    loginFailuresPerAccount: atLeastOne('LOGIN_FAILURES_PER_ACCOUNT', 10),
    loginFailuresAccountCeiling: atLeastOne('LOGIN_FAILURES_ACCOUNT_CEILING', 100),
    loginWindowMinutes: atLeastOne('LOGIN_WINDOW_MINUTES', 15),
    loginFreeFailures: read('LOGIN_FREE_FAILURES', 3),
    loginDelayMs: read('LOGIN_DELAY_MS', 250),
    loginDelayMaxMs: read('LOGIN_DELAY_MAX_MS', 2000),
    orderLookupsPerMinute: atLeastOne('ORDER_LOOKUPS_PER_MINUTE', 20),
    orderLookupMisses: atLeastOne('ORDER_LOOKUP_MISSES', 10),
    orderLookupFreeMisses: read('ORDER_LOOKUP_FREE_MISSES', 3),
    orderLookupWindowMinutes: atLeastOne('ORDER_LOOKUP_WINDOW_MINUTES', 15),
    mediaPerMinute: atLeastOne('MEDIA_REQUESTS_PER_MINUTE', 600),
    mediaRendersPerAddress: atLeastOne('MEDIA_RENDERS_PER_ADDRESS', 8),
    listReadsPerMinute: atLeastOne('LIST_READS_PER_MINUTE', 300),
    questionReceiptsPerHour: atLeastOne('QUESTION_RECEIPTS_PER_HOUR', 3),
    photoUploadsPerHour: atLeastOne('PHOTO_UPLOADS_PER_HOUR', 10),
    unattachedPhotoMiBMax: atLeastOne('UNATTACHED_PHOTO_MIB_MAX', 1024),
    pendingOrdersPerAddress: atLeastOne('PENDING_ORDERS_PER_ADDRESS', 20),
    connectionsPerAddress: atLeastOne('CONNECTIONS_PER_ADDRESS', 64),
    headersTimeoutMs: atLeastOne('HEADERS_TIMEOUT_MS', 20_000),
    requestTimeoutMs: atLeastOne('REQUEST_TIMEOUT_MS', 120_000),
    bodyTimeoutMs: atLeastOne('BODY_TIMEOUT_MS', 15_000),
    sessionIdleMinutes: atLeastOne('SESSION_IDLE_MINUTES', 7 * 24 * 60),
  };
}
