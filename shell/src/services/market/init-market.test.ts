import type { InitConfigResponse } from '@shop/shared-contracts';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { type InitMarketDeps, initMarket } from './init-market';

const SWEDEN: InitConfigResponse = {
  currencyFormat: '{amount} kr',
  currencyRate: 11.2,
  deliveryCountryName: 'Sverige',
  taxAreaId: 3,
  isEuMember: true,
};

function deps(overrides: Partial<InitMarketDeps> = {}) {
  return {
    initConfig: vi.fn(() => Promise.resolve(SWEDEN)),
    localeByIp: vi.fn(() => Promise.resolve({ country_code: 'SE', currency: 'SEK' })),
    query: new URLSearchParams(),
    language: 'fi' as const,
    ...overrides,
  } satisfies InitMarketDeps;
}

describe('initMarket (platform §3, §4, §8)', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  afterEach(() => vi.clearAllMocks());
  afterAll(() => vi.restoreAllMocks());

  it('lets locale by ip choose country and currency, then loads their config: DONE', async () => {
    const input = deps();
    expect(await initMarket(input)).toEqual({
      status: 'DONE',
      language: 'fi',
      deliveryCountryCode: 'se',
      geoIpCountryCode: 'se',
      currencyCode: 'sek',
      ...SWEDEN,
    });
    expect(input.initConfig).toHaveBeenCalledWith({
      deliveryCountryCode: 'se',
      currencyCode: 'sek',
      lang: 'fi',
    });
  });

  it('uses the inlined market and its config without calls', async () => {
    const input = deps({
      inlined: { deliveryCountryCode: 'se', currencyCode: 'sek', config: SWEDEN },
    });
    expect(await initMarket(input)).toMatchObject({ status: 'DONE', currencyRate: 11.2 });
    expect(input.initConfig).not.toHaveBeenCalled();
    expect(input.localeByIp).not.toHaveBeenCalled();
  });

  it('lets delivery_country and currency query parameters override the market', async () => {
    const input = deps({
      inlined: { deliveryCountryCode: 'fi', currencyCode: 'eur', config: SWEDEN },
      query: new URLSearchParams('delivery_country=SE&currency=sek'),
    });
    await initMarket(input);
    expect(input.localeByIp).not.toHaveBeenCalled();
    expect(input.initConfig).toHaveBeenCalledWith({
      deliveryCountryCode: 'se',
      currencyCode: 'sek',
      lang: 'fi',
    });
  });

  it('ignores malformed query parameters', async () => {
    const input = deps({ query: new URLSearchParams('delivery_country=sweden&currency=€') });
    await initMarket(input);
    expect(input.localeByIp).toHaveBeenCalled();
  });

  it('retries init-config once', async () => {
    const initConfig = vi
      .fn<InitMarketDeps['initConfig']>()
      .mockRejectedValueOnce(new Error('503'))
      .mockResolvedValueOnce(SWEDEN);
    expect(await initMarket(deps({ initConfig }))).toMatchObject({ status: 'DONE' });
    expect(initConfig).toHaveBeenCalledTimes(2);
  });

  it('falls back to the language market with status PENDING when init-config fails twice', async () => {
    const initConfig = vi.fn(() => Promise.reject(new Error('offline')));
    const market = await initMarket(deps({ initConfig, language: 'de' }));
    expect(initConfig).toHaveBeenCalledTimes(2);
    expect(market).toMatchObject({
      status: 'PENDING',
      language: 'de',
      deliveryCountryCode: 'de',
      currencyCode: 'eur',
      currencyRate: 1,
      taxAreaId: 1,
      geoIpCountryCode: 'se',
    });
    expect(error).toHaveBeenCalled();
  });

  it('only warns "Can\'t get locale by ip" when the lookup fails, using the language market', async () => {
    const input = deps({ localeByIp: vi.fn(() => Promise.reject(new Error('offline'))) });
    const market = await initMarket({ ...input, language: 'en' });
    expect(warn).toHaveBeenCalledWith("Can't get locale by ip");
    expect(input.initConfig).toHaveBeenCalledWith({
      deliveryCountryCode: 'us',
      currencyCode: 'usd',
      lang: 'en',
    });
    expect(market).toMatchObject({ status: 'DONE', geoIpCountryCode: null });
  });
});
