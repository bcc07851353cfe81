import { describe, expect, it } from 'vitest';
import { failedLoginDelayMs, type LoginLimits, wrongPasswordDelayMs } from './login-throttle.js';

const DEFAULTS: LoginLimits = {
  loginFailuresPerAccount: 10,
  loginFailuresAccountCeiling: 100,
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

describe('wrongPasswordDelayMs', () => {
  it("follows the address's failures, and waits longest past the email's ceiling", () => {
    expect(wrongPasswordDelayMs({ fromAddress: 2, fromAll: 50 }, DEFAULTS)).toBe(0);
    expect(wrongPasswordDelayMs({ fromAddress: 5, fromAll: 100 }, DEFAULTS)).toBe(500);
    expect(wrongPasswordDelayMs({ fromAddress: 1, fromAll: 101 }, DEFAULTS)).toBe(2000);
  });
});
