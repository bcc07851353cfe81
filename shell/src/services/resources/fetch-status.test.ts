import { ApiError } from '@shop/shared-contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { canStartFetch, handleFetchFailure, nextFetchStatus } from './fetch-status';

describe('fetch status (platform §4 resource lists)', () => {
  it('starts a fetch only from UNSET or FAILED', () => {
    expect(canStartFetch('UNSET')).toBe(true);
    expect(canStartFetch('FAILED')).toBe(true);
    expect(canStartFetch('PENDING')).toBe(false);
    expect(canStartFetch('DONE')).toBe(false);
  });

  it('goes PENDING, then DONE on success or FAILED on error', () => {
    expect(nextFetchStatus('UNSET', 'start')).toBe('PENDING');
    expect(nextFetchStatus('FAILED', 'start')).toBe('PENDING');
    expect(nextFetchStatus('PENDING', 'success')).toBe('DONE');
    expect(nextFetchStatus('PENDING', 'failure')).toBe('FAILED');
  });

  it('ignores steps that do not apply', () => {
    expect(nextFetchStatus('DONE', 'start')).toBe('DONE');
    expect(nextFetchStatus('DONE', 'failure')).toBe('DONE');
    expect(nextFetchStatus('UNSET', 'success')).toBe('UNSET');
  });
});

describe('handleFetchFailure (platform §8)', () => {
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  afterEach(() => consoleError.mockClear());
  const cause = new Error('offline');

  it('only logs a banner or brand failure', () => {
    expect(() => handleFetchFailure('banners', cause, 'log')).not.toThrow();
    expect(consoleError).toHaveBeenCalledWith('Failed to fetch banners', cause);
  });

  it('rethrows a product-group or keyword failure', () => {
    expect(() => handleFetchFailure('productGroups', cause, 'rethrow')).toThrow(cause);
  });

  it('logs a resources failure and throws the 500 error page error', () => {
    let thrown: unknown;
    try {
      handleFetchFailure('resources', cause, 'error-page');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({
      status: 500,
      message: 'Failed to fetch resources, try again later.',
    });
    expect(consoleError).toHaveBeenCalledWith('Failed to fetch resources', cause);
  });
});
