import { describe, expect, it } from 'vitest';
import { failedLoginDelayMs, type LoginLimits } from './login-throttle.js';

const DEFAULTS: LoginLimits = {
  loginFailuresPerAccount: 10,
  loginWindowMinutes: 15,
  loginFreeFailures: 3,
  loginDelayMs: 250,
  loginDelayMaxMs: 2000,
};

describe('failedLoginDelayMs', () => {
  it('answers the free failures at once, then doubles the delay up to the cap', () => {
    const delays = Array.from({ length: 10 }, (_, index) =>
      failedLoginDelayMs(index + 1, DEFAULTS),
    );
    expect(delays).toEqual([0, 0, 0, 250, 500, 1000, 2000, 2000, 2000, 2000]);
  });

  it('waits for nothing when the delay is off, and never overflows', () => {
    expect(failedLoginDelayMs(9, { ...DEFAULTS, loginDelayMs: 0 })).toBe(0);
    expect(failedLoginDelayMs(5000, DEFAULTS)).toBe(2000);
  });
});
