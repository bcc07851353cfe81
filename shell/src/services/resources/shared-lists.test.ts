// @vitest-environment jsdom
import { ApiError, sharedKeys } from '@shop/shared-contracts';
import { sharedQueries } from '@shop/shared-contracts/react';
import { QueryObserver } from '@tanstack/react-query';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../i18n/messages/en';
import { createTestQueryClient, failure, ok, stubFakeApi } from '../api-test-fixtures';
import { loadResources, logListFailures } from './shared-lists';

const RESOURCES = {
  colors: [],
  manufacturers: [],
  productGroups: [],
  propertyFilters: [],
  propertyTypes: [],
  stores: [],
  taxRates: [],
};
const BANNERS = { imageBanners: [], dynamicPageBanners: [], textBanners: [] };

/** The shell's QueryClient over a fake api whose lists all answer; tests change answers. */
function setUp() {
  const api = stubFakeApi({
    '/api/resources/': [ok(RESOURCES)],
    '/api/product-groups/': [ok({ productGroups: [] })],
    '/api/banners/': [ok(BANNERS)],
    '/api/brands/': [ok([])],
    '/api/keyword-popups/': [ok([])],
  });
  const queryClient = createTestQueryClient();
  logListFailures(queryClient);
  return { api, queryClient };
}

const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);

beforeAll(() => i18next.init({ lng: 'en', resources: { en: { shell: en } } }));

afterEach(() => {
  consoleError.mockClear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('page-wide lists (platform §4 resource lists)', () => {
  it('fetch once per language: readers at the same time share it, later ones never repeat it', async () => {
    const { api, queryClient } = setUp();
    await Promise.all([
      queryClient.fetchQuery(sharedQueries.productGroups('fi')),
      queryClient.fetchQuery(sharedQueries.productGroups('fi')),
    ]);
    const reader = new QueryObserver(queryClient, sharedQueries.productGroups('fi'));
    const unsubscribe = reader.subscribe(() => undefined);
    await queryClient.fetchQuery(sharedQueries.productGroups('fi'));
    unsubscribe();
    expect(api.callsTo('/api/product-groups/')).toBe(1);
    await queryClient.fetchQuery(sharedQueries.productGroups('sv'));
    expect(api.callsTo('/api/product-groups/')).toBe(2);
  });

  it('stay cached for the page while nobody reads them', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { api, queryClient } = setUp();
    await queryClient.fetchQuery(sharedQueries.brands('fi'));
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
    await queryClient.fetchQuery(sharedQueries.brands('fi'));
    expect(api.callsTo('/api/brands/')).toBe(1);
  });

  it('fetch again after a failure', async () => {
    const { api, queryClient } = setUp();
    api.answer('/api/keyword-popups/', failure(), failure(), ok([]));
    await expect(queryClient.fetchQuery(sharedQueries.keywordPopups('fi'))).rejects.toThrow();
    await expect(queryClient.fetchQuery(sharedQueries.keywordPopups('fi'))).resolves.toEqual([]);
    // The failed try and the shop's one retry of a 5xx, then the new fetch.
    expect(api.callsTo('/api/keyword-popups/')).toBe(3);
  });
});

describe('failures of the page-wide lists (platform §8)', () => {
  it('resources: logged, and the error page shows 500 with the resources message', async () => {
    const { api, queryClient } = setUp();
    api.answer('/api/resources/', failure());
    const showErrorPage = vi.fn();
    await loadResources(queryClient, 'en', showErrorPage);
    expect(showErrorPage).toHaveBeenCalledWith({
      status: 500,
      message: 'Failed to fetch resources, try again later.',
    });
    expect(consoleError).toHaveBeenCalledWith('Failed to fetch resources', expect.any(ApiError));
  });

  it('resources: loaded at start into the cache every reader shares, no error page', async () => {
    const { queryClient } = setUp();
    const showErrorPage = vi.fn();
    await loadResources(queryClient, 'fi', showErrorPage);
    expect(queryClient.getQueryData(sharedKeys.resources('fi'))).toEqual(RESOURCES);
    expect(showErrorPage).not.toHaveBeenCalled();
  });

  it('banners and brands: only logged, whoever read them', async () => {
    const { api, queryClient } = setUp();
    api.answer('/api/banners/', failure());
    api.answer('/api/brands/', failure());
    await queryClient.prefetchQuery(sharedQueries.banners('fi'));
    const reader = new QueryObserver(queryClient, sharedQueries.brands('fi'));
    const unsubscribe = reader.subscribe(() => undefined);
    await vi.waitFor(() => expect(reader.getCurrentResult().status).toBe('error'));
    unsubscribe();
    expect(consoleError).toHaveBeenCalledWith('Failed to fetch banners', expect.any(ApiError));
    expect(consoleError).toHaveBeenCalledWith('Failed to fetch brands', expect.any(ApiError));
  });

  it('product groups and keyword popups: the error is rethrown to the caller', async () => {
    const { api, queryClient } = setUp();
    api.answer('/api/product-groups/', failure(503));
    api.answer('/api/keyword-popups/', failure(503));
    await expect(queryClient.fetchQuery(sharedQueries.productGroups('fi'))).rejects.toMatchObject({
      status: 503,
    });
    await expect(queryClient.fetchQuery(sharedQueries.keywordPopups('fi'))).rejects.toMatchObject({
      status: 503,
    });
    expect(consoleError).not.toHaveBeenCalled();
  });
});
