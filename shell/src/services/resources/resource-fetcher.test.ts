import { describe, expect, it, vi } from 'vitest';
import { createResourceFetcher } from './resource-fetcher';
import { createShopResources, RESOURCE_FAILURE_POLICIES } from './shop-resources';

function deferred<Value>() {
  let resolve: (value: Value) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<Value>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}

describe('resource fetcher (platform §4 resource lists)', () => {
  it('fetches once: PENDING while in flight, DONE after, not repeated', async () => {
    const response = deferred<string[]>();
    const load = vi.fn(() => response.promise);
    const fetcher = createResourceFetcher({ name: 'brands', load, onFailure: 'log' });
    const first = fetcher.fetch();
    expect(fetcher.current().status).toBe('PENDING');
    const second = fetcher.fetch();
    response.resolve(['Fjällräven']);
    await Promise.all([first, second]);
    await fetcher.fetch();
    expect(fetcher.current()).toEqual({ status: 'DONE', data: ['Fjällräven'] });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after FAILED (banners and brands: failure only logged)', async () => {
    vi.spyOn(console, 'error').mockImplementationOnce(() => undefined);
    const load = vi
      .fn<() => Promise<string[]>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(['Banner']);
    const fetcher = createResourceFetcher({ name: 'banners', load, onFailure: 'log' });
    await fetcher.fetch();
    expect(fetcher.current().status).toBe('FAILED');
    await fetcher.fetch();
    expect(fetcher.current()).toEqual({ status: 'DONE', data: ['Banner'] });
  });

  it('rejects with the error for product groups and keywords, status FAILED', async () => {
    const cause = new Error('offline');
    const fetcher = createResourceFetcher({
      name: 'productGroups',
      load: () => Promise.reject(cause),
      onFailure: RESOURCE_FAILURE_POLICIES.productGroups,
    });
    await expect(fetcher.fetch()).rejects.toBe(cause);
    expect(fetcher.current().status).toBe('FAILED');
  });

  it('tells subscribers each status change', async () => {
    const fetcher = createResourceFetcher({
      name: 'keywordPopups',
      load: () => Promise.resolve([]),
      onFailure: 'rethrow',
    });
    const statuses: string[] = [];
    fetcher.subscribe((state) => statuses.push(state.status));
    await fetcher.fetch();
    expect(statuses).toEqual(['PENDING', 'DONE']);
  });
});

describe('RESOURCE_FAILURE_POLICIES (platform §8)', () => {
  it('logs banners and brands, rethrows product groups and keywords, error page for resources', () => {
    expect(RESOURCE_FAILURE_POLICIES).toEqual({
      banners: 'log',
      brands: 'log',
      productGroups: 'rethrow',
      keywordPopups: 'rethrow',
      resources: 'error-page',
    });
  });
});

describe('createShopResources', () => {
  it('loads each list in the language and shows resources failures as a 500', async () => {
    vi.spyOn(console, 'error').mockImplementationOnce(() => undefined);
    const api = {
      productGroups: vi.fn(() => Promise.resolve({ productGroups: [] })),
      banners: vi.fn(() =>
        Promise.resolve({ imageBanners: [], dynamicPageBanners: [], textBanners: [] }),
      ),
      brands: vi.fn(() => Promise.resolve([])),
      keywordPopups: vi.fn(() => Promise.resolve([])),
      resources: vi.fn(() => Promise.reject(new Error('offline'))),
    };
    const resources = createShopResources(api, 'sv');
    await resources.brands.fetch();
    expect(api.brands).toHaveBeenCalledWith('sv');
    await expect(resources.resources.fetch()).rejects.toMatchObject({ status: 500 });
    expect(resources.resources.current().status).toBe('FAILED');
  });
});
