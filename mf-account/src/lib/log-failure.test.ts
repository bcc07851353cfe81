import { ApiError } from '@shop/shared-contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logUnexpectedFailure } from './log-failure';

describe('logUnexpectedFailure', () => {
  afterEach(() => vi.restoreAllMocks());

  it('logs failures of the api or the network, not answers the shopper can act on', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onError = logUnexpectedFailure('Sending the question');
    onError(new ApiError(410, 'Request expired.'));
    onError(new ApiError(400, 'Invalid body'));
    expect(log).not.toHaveBeenCalled();
    const offline = new TypeError('Failed to fetch');
    onError(offline);
    onError(new ApiError(503, 'Unavailable'));
    expect(log).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenCalledWith('Sending the question failed', offline);
  });
});
