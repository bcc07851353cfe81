import type { CheckoutValidationRequest, CheckoutValidationResponse } from '@shop/shared-contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AUTH_WAIT_MS,
  createCheckoutValidator,
  RETRY_AFTER_ERROR_MS,
  VALIDATION_DEBOUNCE_MS,
  type ValidatorDependencies,
} from './checkout-validator';
import { validationResponse } from './test-response';

const request = (amount: number): CheckoutValidationRequest => ({
  country_code: 'fi',
  products: [{ uid: 'a', product_id: 1, amount }],
});

interface Call {
  readonly body: CheckoutValidationRequest;
  resolve(response: CheckoutValidationResponse): void;
  reject(error: unknown): void;
}

function setUp(overrides: Partial<ValidatorDependencies> = {}) {
  const calls: Call[] = [];
  let amount = 1;
  let authLoading = false;
  const log = { error: vi.fn(), warn: vi.fn() };
  const onReadOnlyOrder = vi.fn();
  const onValidated = vi.fn();
  let hashes = 0;
  const validator = createCheckoutValidator({
    validate: (body) =>
      new Promise((resolve, reject) => {
        calls.push({ body, resolve, reject });
      }),
    buildRequest: () => request(amount),
    isAuthLoading: () => authLoading,
    onReadOnlyOrder,
    onValidated,
    log,
    createHash: () => `hash-${++hashes}`,
    ...overrides,
  });
  return {
    validator,
    calls,
    log,
    onReadOnlyOrder,
    onValidated,
    setAmount: (next: number) => {
      amount = next;
    },
    setAuthLoading: (next: boolean) => {
      authLoading = next;
    },
  };
}

describe('checkout validation (platform §4, §8, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is debounced 2 s and PENDING meanwhile', async () => {
    const { validator, calls } = setUp();
    expect(validator.current().status).toBe('UNSET');
    validator.schedule();
    expect(validator.current().status).toBe('PENDING');
    await vi.advanceTimersByTimeAsync(VALIDATION_DEBOUNCE_MS - 1);
    validator.schedule();
    await vi.advanceTimersByTimeAsync(VALIDATION_DEBOUNCE_MS - 1);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(1);
    calls[0]?.resolve(validationResponse());
    await vi.advanceTimersByTimeAsync(0);
    expect(validator.current().status).toBe('VALIDATED');
  });

  it('ignores a response whose hash is no longer the latest, even when it arrives last', async () => {
    const { validator, calls, setAmount, onValidated } = setUp();
    void validator.validateNow();
    await vi.advanceTimersByTimeAsync(0);
    setAmount(2);
    void validator.validateNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((call) => call.body.products?.[0]?.amount)).toEqual([1, 2]);

    calls[1]?.resolve(validationResponse({ total_price: 2000 }));
    await vi.advanceTimersByTimeAsync(0);
    calls[0]?.resolve(validationResponse({ total_price: 1000 }));
    await vi.advanceTimersByTimeAsync(0);

    expect(validator.current().response?.total_price).toBe(2000);
    expect(onValidated).toHaveBeenCalledTimes(1);
  });

  it('makes a response in flight stale as soon as the cart changes again', async () => {
    const { validator, calls } = setUp();
    void validator.validateNow();
    await vi.advanceTimersByTimeAsync(0);
    validator.schedule({ force: true });
    calls[0]?.resolve(validationResponse({ total_price: 1 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(validator.current().response).toBeNull();
    expect(validator.current().status).toBe('PENDING');
  });

  it('waits for authentication to load, at most 5 s', async () => {
    const { validator, calls, setAuthLoading } = setUp();
    setAuthLoading(true);
    void validator.validateNow();
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(0);
    setAuthLoading(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(calls).toHaveLength(1);

    const capped = setUp();
    capped.setAuthLoading(true);
    void capped.validator.validateNow();
    await vi.advanceTimersByTimeAsync(AUTH_WAIT_MS - 100);
    expect(capped.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(100);
    expect(capped.calls).toHaveLength(1);
  });

  it('goes to ERROR, logs and retries after 5 s when the call fails', async () => {
    const { validator, calls, log } = setUp();
    void validator.validateNow();
    await vi.advanceTimersByTimeAsync(0);
    calls[0]?.reject(new Error('offline'));
    await vi.advanceTimersByTimeAsync(0);
    expect(validator.current().status).toBe('ERROR');
    expect(log.error).toHaveBeenCalledWith('Checkout validation failed', expect.any(Error));
    await vi.advanceTimersByTimeAsync(RETRY_AFTER_ERROR_MS - 1);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    calls[1]?.resolve(validationResponse());
    await vi.advanceTimersByTimeAsync(0);
    expect(validator.current().status).toBe('VALIDATED');
  });

  it('sends READ_ONLY_ORDER to the pay-later confirm callback and does not retry', async () => {
    const { validator, calls, onReadOnlyOrder, onValidated } = setUp();
    void validator.validateNow();
    await vi.advanceTimersByTimeAsync(0);
    calls[0]?.resolve(validationResponse({ reason: 'READ_ONLY_ORDER', kgco_id: 'kco-1' }));
    await vi.advanceTimersByTimeAsync(RETRY_AFTER_ERROR_MS * 2);
    expect(onReadOnlyOrder).toHaveBeenCalledTimes(1);
    expect(onValidated).not.toHaveBeenCalled();
    expect(calls).toHaveLength(1);
  });

  it('logs each response error and keeps them for the flash', async () => {
    const { validator, calls, log } = setUp();
    void validator.validateNow();
    await vi.advanceTimersByTimeAsync(0);
    const error = { code: 'UNKNOWN_CODE', field: 'discount_codes.0', message: 'unknown' } as const;
    calls[0]?.resolve(validationResponse({ errors: [error] }));
    await vi.advanceTimersByTimeAsync(0);
    expect(validator.current().errors).toEqual([error]);
    expect(log.warn).toHaveBeenCalledWith('Checkout validation error', error);
  });

  it('does not send the same cart twice unless forced', async () => {
    const { validator, calls } = setUp();
    void validator.validateNow();
    await vi.advanceTimersByTimeAsync(0);
    calls[0]?.resolve(validationResponse());
    await vi.advanceTimersByTimeAsync(0);
    validator.schedule();
    await vi.advanceTimersByTimeAsync(VALIDATION_DEBOUNCE_MS);
    expect(calls).toHaveLength(1);
    validator.schedule({ force: true });
    await vi.advanceTimersByTimeAsync(VALIDATION_DEBOUNCE_MS);
    expect(calls).toHaveLength(2);
  });

  it('validates an empty cart without calling the server', async () => {
    const { validator, calls } = setUp({ buildRequest: () => null });
    await validator.validateNow();
    expect(calls).toHaveLength(0);
    expect(validator.current()).toMatchObject({ status: 'VALIDATED', response: null });
  });
});
