import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../market/languages.js';
import { resolveRoute } from './resolve-route.js';
import {
  pathOf,
  routeHref,
  routePatterns,
  switchLanguageHref,
  switchLanguageHrefs,
} from './route-paths.js';
import { FIXED_ROUTES, ROUTES } from './route-table.js';

describe('ROUTES (one export per fixed route, for remotes to compile in only theirs)', () => {
  it('names every fixed route once, by its id in camel case, and nothing else', () => {
    const camel = (id: string) =>
      id.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
    expect(Object.keys(ROUTES).sort()).toEqual(FIXED_ROUTES.map((route) => camel(route.id)).sort());
    for (const [key, route] of Object.entries(ROUTES)) expect(camel(route.id)).toBe(key);
    expect(new Set(FIXED_ROUTES)).toEqual(new Set(Object.values(ROUTES)));
  });

  it('links to a route given itself (pathOf) as to one given by id', () => {
    expect(pathOf(ROUTES.catalog, 'sv')).toBe('/sv/produkter/');
    expect(pathOf(ROUTES.skiWizardSport, 'de', { sport: 'alpine' })).toBe(
      '/de/ski-assistent/alpine/',
    );
    expect(pathOf(ROUTES.home, 'fi')).toBe('/');
  });
});

describe('localised routes (platform §2)', () => {
  it('links to the localised variant with the language prefix, fi unprefixed', () => {
    expect(routeHref('catalog', 'fi')).toBe('/tuotteet/');
    expect(routeHref('catalog', 'sv')).toBe('/sv/produkter/');
    expect(routeHref('catalog', 'en')).toBe('/en/catalog/');
    expect(routeHref('ski-wizard-sport', 'de', { sport: 'alpine' })).toBe(
      '/de/ski-assistent/alpine/',
    );
    expect(routeHref('home', 'fr')).toBe('/fr/');
    expect(routeHref('home', 'fi')).toBe('/');
  });

  it('answers to both the localised and the canonical path', () => {
    const catalog = FIXED_ROUTES.find((route) => route.id === 'catalog');
    expect(catalog && routePatterns(catalog, 'sv')).toEqual(['/produkter', '/catalog']);
    expect(resolveRoute('/sv/produkter/')?.route.id).toBe('catalog');
    expect(resolveRoute('/sv/catalog/')?.route.id).toBe('catalog');
    expect(resolveRoute('/tuotteet/')?.route.id).toBe('catalog');
  });

  it('gives every remote route a variant in each of fi, sv, ru, de and fr but for aliases', () => {
    for (const route of FIXED_ROUTES) {
      if (route.id === 'home' || route.id === 'brands-alias') continue;
      expect(Object.keys(route.localized ?? {}).sort(), route.id).toEqual([
        'de',
        'fi',
        'fr',
        'ru',
        'sv',
      ]);
    }
  });
});

describe('switchLanguageHref', () => {
  it('maps a localised route to its variant in the target language', () => {
    expect(switchLanguageHref('/sv/produkter/', 'fi')).toBe('/tuotteet/');
    expect(switchLanguageHref('/suksivelho/alpine/', 'en')).toBe('/en/ski-wizard/alpine/');
  });

  it('keeps the path of dynamic pages and only changes the prefix', () => {
    expect(switchLanguageHref('/de/delivery/', 'fi')).toBe('/delivery/');
    expect(switchLanguageHref('/delivery/', 'ru')).toBe('/ru/delivery/');
  });
});

describe('switchLanguageHrefs', () => {
  it('gives every language the href switchLanguageHref gives it', () => {
    const paths = [
      '/',
      '/sv/produkter/',
      '/suksivelho/alpine/',
      '/de/delivery/',
      '/alpine-skiing/',
    ];
    for (const pathname of paths) {
      const hrefs = switchLanguageHrefs(pathname, LANGUAGES);
      for (const language of LANGUAGES) {
        expect(hrefs[language]).toBe(switchLanguageHref(pathname, language));
      }
    }
  });
});
