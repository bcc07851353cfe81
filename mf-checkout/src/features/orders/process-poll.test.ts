import { describe, expect, it } from 'vitest';
import { MAX_POLLS, nextPollStep } from './process-poll';

describe('nextPollStep', () => {
  it('goes to the outcome page once the payment has settled', () => {
    expect(nextPollStep('ok', 1)).toEqual({ kind: 'go', outcome: 'ok' });
    expect(nextPollStep('address', 5)).toEqual({ kind: 'go', outcome: 'address' });
  });

  it('keeps polling a pending order or a failed poll', () => {
    expect(nextPollStep('pending', 1)).toEqual({ kind: 'wait' });
    expect(nextPollStep(null, MAX_POLLS - 1)).toEqual({ kind: 'wait' });
  });

  it('stops and says it is slow after the last poll', () => {
    expect(nextPollStep('pending', MAX_POLLS)).toEqual({ kind: 'slow' });
  });
});
