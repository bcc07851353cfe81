import {
  configureLanguagePrefixStrategy,
  DEFAULT_LANGUAGE_PREFIX_STRATEGY,
  FIXED_ROUTES,
  LANGUAGES,
  routePatterns,
} from '@shop/shared-contracts';
import { matchRoutes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createRoutes, narrowedRoutes } from './create-routes';

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

  describe('with another language prefix strategy', () => {
    afterEach(() => configureLanguagePrefixStrategy(DEFAULT_LANGUAGE_PREFIX_STRATEGY));
    const pathsWith = (strategy: 'prefix' | 'prefix_and_default') => {
      configureLanguagePrefixStrategy(strategy);
      return (createRoutes()[0]?.children ?? []).map((route) => route.path);
    };

    it('prefix: fi under /fi like every other language, nothing unprefixed', () => {
      const prefixed = pathsWith('prefix');
      expect(prefixed).toContain('/fi/tuotteet');
      expect(prefixed).toContain('/fi/');
      expect(prefixed).not.toContain('/tuotteet');
    });

    it('prefix_and_default: fi both with and without /fi', () => {
      const both = pathsWith('prefix_and_default');
      expect(both).toContain('/fi/tuotteet');
      expect(both).toContain('/tuotteet');
      expect(both).toContain('/sv/produkter');
    });
  });
});

describe('narrowedRoutes', () => {
  const routes = createRoutes(['fi', 'sv']);

  it('matches a path to the route, params and layout the whole tree gives it', () => {
    const paths = [
      '/',
      '/tuotteet/',
      '/sv/produkter/',
      '/suksivelho/alpine/',
      '/alpine-skiing/x/',
      '/sivu/toimitus/',
      '/sivu/',
      '/sv/sida/a/b/c/',
      '/campaigns/winter/',
      '/TUOTTEET',
      '/a//b/',
      '/a/b/c/d/e/f/',
      '/Sivu/Toimitus/',
      '/sv/PRODUKTER/',
      '/%74uotteet/',
      '/tuotteet%2Fx/',
      '/%E0%A4%A/',
      '/tuotteet/x/',
      '/sv/',
      '/ostoskori/',
      '/%C3%A4%C3%A4/',
      '/sv/sida/',
    ];
    for (const pathname of paths) {
      const whole = matchRoutes(routes, pathname);
      const narrowed = narrowedRoutes(routes, pathname);
      expect(narrowed).toHaveLength(1);
      expect(narrowed[0]?.children).toHaveLength(1);
      const matches = matchRoutes(narrowed, pathname);
      expect(matches?.map((match) => match.route.element)).toEqual(
        whole?.map((match) => match.route.element),
      );
      expect(matches?.at(-1)?.params).toEqual(whole?.at(-1)?.params);
    }
  });

  it('hands the same tree to every render of a path', () => {
    expect(narrowedRoutes(routes, '/tuotteet/')).toBe(narrowedRoutes(routes, '/tuotteet/'));
  });
});
