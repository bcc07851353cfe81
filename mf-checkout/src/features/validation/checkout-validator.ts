import {
  type CheckoutError,
  type CheckoutValidationRequest,
  type CheckoutValidationResponse,
  READ_ONLY_ORDER,
} from '@shop/shared-contracts';

/** Platform §4 checkout status: PENDING while a validation is waited for or in flight. */
export type CheckoutStatus = 'UNSET' | 'PENDING' | 'VALIDATED' | 'ERROR';

export interface ValidationState {
  readonly status: CheckoutStatus;
  /** The latest response that was not stale; kept while a newer validation runs. */
  readonly response: CheckoutValidationResponse | null;
  /** The errors of the latest response (platform §8: each one a flash error). */
  readonly errors: readonly CheckoutError[];
  /** Grows with every response taken, so a flash is shown once per response. */
  readonly version: number;
  /**
   * The discount codes the latest response answers, as sent: an error's field
   * `discount_codes.N` names the code at N, which the cart drops when it is not echoed.
   */
  readonly codesSent: readonly string[];
}

/** Platform §9 checkout constants. */
export const VALIDATION_DEBOUNCE_MS = 2000;
export const AUTH_WAIT_MS = 5000;
export const AUTH_POLL_MS = 100;
export const RETRY_AFTER_ERROR_MS = 5000;

export interface ValidatorDependencies {
  readonly validate: (
    body: CheckoutValidationRequest,
    signal?: AbortSignal,
  ) => Promise<CheckoutValidationResponse>;
  /** The request for the cart as it stands; null when there is nothing to validate. */
  readonly buildRequest: () => CheckoutValidationRequest | null;
  /** True while the shell still loads the customer (platform §4 authentication loading). */
  readonly isAuthLoading: () => boolean;
  /** A response was taken (not stale, not read-only): e.g. keep only the echoed codes. */
  readonly onValidated?: (response: CheckoutValidationResponse) => void;
  /** Platform §4: reason READ_ONLY_ORDER sends the shopper to the pay-later confirm page. */
  readonly onReadOnlyOrder: (response: CheckoutValidationResponse) => void;
  readonly log?: Pick<Console, 'error' | 'warn'>;
  /** A fresh random hash per validation; by default a random UUID. */
  readonly createHash?: () => string;
}

const INITIAL: ValidationState = {
  status: 'UNSET',
  response: null,
  errors: [],
  version: 0,
  codesSent: [],
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The checkout validation of platform §4, §5, §8 and §9, free of React so its timing rules are
 * unit-tested with fake timers: debounced 2 s; each run makes a random hash and a response whose
 * hash is no longer the latest is ignored; it first waits up to 5 s (polled every 100 ms) for
 * authentication to load; an error is logged and retried after 5 s, except reason
 * READ_ONLY_ORDER; each response error is logged and kept for the flash.
 */
export function createCheckoutValidator(dependencies: ValidatorDependencies) {
  const { validate, buildRequest, isAuthLoading, onValidated, onReadOnlyOrder } = dependencies;
  const log = dependencies.log ?? console;
  const createHash = dependencies.createHash ?? (() => crypto.randomUUID());
  const listeners = new Set<(state: ValidationState) => void>();
  let state = INITIAL;
  let latestHash: string | null = null;
  let lastRequestKey: string | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const set = (next: ValidationState) => {
    state = next;
    for (const listener of listeners) listener(state);
  };
  const clearTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  async function waitForAuth(hash: string) {
    for (let waited = 0; isAuthLoading() && waited < AUTH_WAIT_MS; waited += AUTH_POLL_MS) {
      await wait(AUTH_POLL_MS);
      if (hash !== latestHash) return;
    }
  }

  async function run(): Promise<void> {
    clearTimer();
    const hash = createHash();
    latestHash = hash;
    if (state.status !== 'PENDING') set({ ...state, status: 'PENDING' });
    await waitForAuth(hash);
    if (hash !== latestHash) return;
    const body = buildRequest();
    if (body === null) {
      lastRequestKey = null;
      set({ ...INITIAL, status: 'VALIDATED', version: state.version + 1 });
      return;
    }
    lastRequestKey = JSON.stringify(body);
    try {
      const response = await validate(body);
      if (hash !== latestHash) return;
      for (const error of response.errors) log.warn('Checkout validation error', error);
      set({
        status: 'VALIDATED',
        response,
        errors: response.errors,
        version: state.version + 1,
        codesSent: body.discount_codes ?? [],
      });
      if (response.reason === READ_ONLY_ORDER) {
        onReadOnlyOrder(response);
        return;
      }
      onValidated?.(response);
    } catch (error) {
      if (hash !== latestHash) return;
      log.error('Checkout validation failed', error);
      lastRequestKey = null;
      set({ ...state, status: 'ERROR' });
      timer = setTimeout(() => void run(), RETRY_AFTER_ERROR_MS);
    }
  }

  return {
    current: (): ValidationState => state,
    subscribe(listener: (state: ValidationState) => void): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /**
     * Validates 2 s after the last call (every cart change calls it). Unless `force`d, a cart
     * whose request equals the one last validated is not sent again (e.g. after the echoed
     * codes were kept).
     */
    schedule({ force = false }: { force?: boolean } = {}): void {
      if (!force && state.status !== 'UNSET' && state.status !== 'ERROR') {
        const body = buildRequest();
        if (body !== null && JSON.stringify(body) === lastRequestKey) return;
      }
      clearTimer();
      // A response still in flight is stale from now on.
      latestHash = null;
      if (state.status !== 'PENDING') set({ ...state, status: 'PENDING' });
      timer = setTimeout(() => void run(), VALIDATION_DEBOUNCE_MS);
    },
    /** Validates now, e.g. when a checkout page opens or the added-to-cart modal needs it. */
    validateNow(): Promise<void> {
      return run();
    },
    /** Stops timers; a response still in flight is ignored. */
    dispose(): void {
      clearTimer();
      latestHash = null;
      listeners.clear();
    },
  };
}

export type CheckoutValidator = ReturnType<typeof createCheckoutValidator>;
