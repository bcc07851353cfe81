import { FIXED_ROUTES, LANGUAGES, routePatterns } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import { createRoutes } from './create-routes';

describe('createRoutes', () => {
  const children = createRoutes()[0]?.children ?? [];
  const paths = children.map((route) => route.path);

  it('has every fixed route unprefixed for fi and prefixed for the other languages', () => {
    expect(paths).toContain('/catalog');
    expect(paths).toContain('/tuotteet');
    expect(paths).toContain('/sv/catalog');
    expect(paths).toContain('/sv/produkter');
    expect(paths).toContain('/en/page/*');
    expect(paths).not.toContain('/fi/catalog');
    const patterns = LANGUAGES.flatMap((language) =>
      FIXED_ROUTES.flatMap((route) => routePatterns(route, language)),
    );
    expect(children).toHaveLength(patterns.length + 1);
  });

  it('ends with the catch-all 404', () => {
    expect(paths.at(-1)).toBe('*');
  });
});
