import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('limits', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({})).toMatchObject({
      writesPerMinute: 30,
      loginsPerMinute: 10,
      loginFailuresPerAccount: 10,
      loginFailuresAccountCeiling: 100,
      loginWindowMinutes: 15,
      loginFreeFailures: 3,
      loginDelayMs: 250,
      loginDelayMaxMs: 2000,
      orderLookupsPerMinute: 20,
      orderLookupMisses: 10,
      orderLookupWindowMinutes: 15,
      mediaPerMinute: 600,
      mediaRendersPerAddress: 8,
      listReadsPerMinute: 300,
      questionReceiptsPerHour: 3,
    });
  });

  it('reads each from its environment variable', () => {
    const config = loadConfig({ LOGIN_FAILURES_PER_ACCOUNT: '5', LOGIN_DELAY_MS: '0' });
    expect(config.loginFailuresPerAccount).toBe(5);
    expect(config.loginDelayMs).toBe(0);
  });

  it('refuses a count or window below 1 and anything not a whole number', () => {
    expect(() => loadConfig({ ORDER_LOOKUP_MISSES: '0' })).toThrow(/ORDER_LOOKUP_MISSES/);
    expect(() => loadConfig({ LOGIN_WINDOW_MINUTES: '1.5' })).toThrow(/LOGIN_WINDOW_MINUTES/);
    expect(() => loadConfig({ MEDIA_REQUESTS_PER_MINUTE: '-1' })).toThrow(/MEDIA/);
  });

  it('trusts only the proxies TRUST_PROXY names', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'loopback,10.0.0.0/8' }).trustProxy).toBe(
      'loopback,10.0.0.0/8',
    );
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });
});
