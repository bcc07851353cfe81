import { ApiError } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import {
  MAX_POLLS,
  nextPollInterval,
  POLL_INTERVAL_MS,
  type PollState,
  readPollStep,
} from './process-poll';

const polled = (state: Partial<PollState>): PollState => ({
  data: undefined,
  error: null,
  dataUpdateCount: 1,
  errorUpdateCount: 0,
  ...state,
});

describe('readPollStep', () => {
  it('goes to the outcome page once the payment has settled', () => {
    expect(readPollStep(polled({ data: { outcome: 'ok' } }))).toEqual({
      kind: 'go',
      outcome: 'ok',
    });
    expect(readPollStep(polled({ data: { outcome: 'address' }, dataUpdateCount: 5 }))).toEqual({
      kind: 'go',
      outcome: 'address',
    });
  });

  it('keeps waiting for a pending order and after a failed poll', () => {
    expect(readPollStep(polled({ data: { outcome: 'pending' } }))).toEqual({ kind: 'wait' });
    const failed = polled({
      error: new ApiError(503, 'Service Unavailable'),
      dataUpdateCount: 0,
      errorUpdateCount: MAX_POLLS - 1,
    });
    expect(readPollStep(failed)).toEqual({ kind: 'wait' });
  });

  it('says it is slow once the last poll has been made, failed polls included', () => {
    const last = polled({ data: { outcome: 'pending' }, dataUpdateCount: MAX_POLLS - 2 });
    expect(readPollStep({ ...last, errorUpdateCount: 2 })).toEqual({ kind: 'slow' });
  });

  it('knows no order for a 400 or 404 answer', () => {
    expect(readPollStep(polled({ error: new ApiError(404, 'order not found') }))).toEqual({
      kind: 'unknown',
    });
    expect(readPollStep(polled({ error: new ApiError(400, 'bad slug') }))).toEqual({
      kind: 'unknown',
    });
  });
});

describe('nextPollInterval', () => {
  it(`polls every ${POLL_INTERVAL_MS} ms while pending, and stops otherwise`, () => {
    expect(nextPollInterval(polled({ data: { outcome: 'pending' } }))).toBe(POLL_INTERVAL_MS);
    expect(nextPollInterval(polled({ data: { outcome: 'cancelled' } }))).toBe(false);
    expect(nextPollInterval(polled({ dataUpdateCount: MAX_POLLS }))).toBe(false);
    expect(nextPollInterval(polled({ error: new ApiError(404, 'x') }))).toBe(false);
  });
});
