import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitForAuth } from './wait-for-auth';

describe('waitForAuth (platform §4 checkout, §9: 5 s cap, polled every 100 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resolves at once when auth is not loading', async () => {
    await expect(waitForAuth(() => false)).resolves.toBe(true);
  });

  it('resolves at the first poll after loading finished', async () => {
    let isLoading = true;
    const result = vi.fn();
    void waitForAuth(() => isLoading).then(result);
    await vi.advanceTimersByTimeAsync(250);
    isLoading = false;
    await vi.advanceTimersByTimeAsync(49);
    expect(result).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toHaveBeenCalledWith(true);
  });

  it('gives up after 5 s', async () => {
    const result = vi.fn();
    void waitForAuth(() => true).then(result);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(result).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toHaveBeenCalledWith(false);
  });
});
