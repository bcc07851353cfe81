import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HASH_SCROLL_RETRY, retryUntil } from './retry-until';

describe('retryUntil (platform §9 tab hash scroll)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('retries 100 times every 50 ms, then gives up', () => {
    const attempt = vi.fn(() => false);
    retryUntil(attempt, HASH_SCROLL_RETRY);
    expect(attempt).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(49);
    expect(attempt).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(attempt).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(99 * 50);
    expect(attempt).toHaveBeenCalledTimes(101);
    vi.advanceTimersByTime(10_000);
    expect(attempt).toHaveBeenCalledTimes(101);
  });

  it('stops at the first success', () => {
    const attempt = vi.fn(() => attempt.mock.calls.length === 3);
    retryUntil(attempt, HASH_SCROLL_RETRY);
    vi.advanceTimersByTime(10_000);
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it('does not wait when the first call succeeds', () => {
    const attempt = vi.fn(() => true);
    retryUntil(attempt, HASH_SCROLL_RETRY);
    vi.advanceTimersByTime(10_000);
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('stops retrying once cancelled', () => {
    const attempt = vi.fn(() => false);
    const cancel = retryUntil(attempt, HASH_SCROLL_RETRY);
    vi.advanceTimersByTime(100);
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(attempt).toHaveBeenCalledTimes(3);
  });
});
