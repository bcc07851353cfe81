import { describe, expect, it } from 'vitest';
import { resolveDynamicRoute } from './dynamic-routes.js';

const slugs = {
  staticPageSlugs: ['returns', 'delivery'],
  staticPageWithTabsSlugs: ['customer-service'],
  navigationSlugs: ['alpine-skiing'],
  manufacturerSlugs: ['nordvik'],
};

describe('resolveDynamicRoute (platform §2)', () => {
  it('routes a static page slug, with sub-paths, in any language', () => {
    expect(resolveDynamicRoute('/returns/', slugs)?.params).toEqual({ '*': 'returns' });
    expect(resolveDynamicRoute('/sv/returns/exchange/', slugs)).toMatchObject({
      route: { id: 'dynamic-static-page' },
      params: { '*': 'returns/exchange' },
    });
  });

  it('gives null for a path no slug list names', () => {
    expect(resolveDynamicRoute('/no-such-page/', slugs)).toBeNull();
    expect(resolveDynamicRoute('/', slugs)).toBeNull();
  });
});
