import { afterEach, describe, expect, it } from 'vitest';
import { configureLanguagePrefixStrategy } from '../runtime/page-cells.js';
import { languageRouteBases } from './language-prefix.js';
import { DEFAULT_LANGUAGE_PREFIX_STRATEGY } from './language-prefix-strategies.js';
import { localisePath, resolveRoute, splitLanguagePrefix } from './resolve-route.js';
import { routeHref } from './route-paths.js';

afterEach(() => configureLanguagePrefixStrategy(DEFAULT_LANGUAGE_PREFIX_STRATEGY));

describe('language prefix strategies (platform §2)', () => {
  it('prefix_except_default: fi unprefixed, /fi/ is no prefix, the others prefixed', () => {
    expect(languageRouteBases('fi')).toEqual(['']);
    expect(languageRouteBases('sv')).toEqual(['/sv']);
    expect(localisePath('/haku/', 'fi')).toBe('/haku/');
    expect(splitLanguagePrefix('/fi/haku/')).toEqual({ language: 'fi', path: '/fi/haku/' });
    expect(splitLanguagePrefix('/sv/sok/')).toEqual({ language: 'sv', path: '/sok/' });
  });

  it('prefix: every language prefixed, fi included, and no unprefixed routes', () => {
    configureLanguagePrefixStrategy('prefix');
    expect(languageRouteBases('fi')).toEqual(['/fi']);
    expect(routeHref('search', 'fi')).toBe('/fi/haku/');
    expect(routeHref('search', 'en')).toBe('/en/search/');
    expect(resolveRoute('/fi/haku/')).toMatchObject({ route: { id: 'search' }, language: 'fi' });
  });

  it('prefix_and_default: fi answers with and without /fi/, links stay unprefixed', () => {
    configureLanguagePrefixStrategy('prefix_and_default');
    expect(languageRouteBases('fi')).toEqual(['', '/fi']);
    expect(routeHref('search', 'fi')).toBe('/haku/');
    expect(splitLanguagePrefix('/fi/haku/')).toEqual({ language: 'fi', path: '/haku/' });
    expect(resolveRoute('/fi/haku/')?.route.id).toBe('search');
    expect(resolveRoute('/haku/')?.route.id).toBe('search');
  });
});
