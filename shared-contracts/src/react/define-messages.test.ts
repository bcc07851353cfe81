import i18next from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { MessageLoaders } from '../i18n/message-catalog.js';
import { defineMessages } from './define-messages.js';

beforeAll(async () => {
  await i18next.init({ lng: 'en', resources: {} });
});

function loadersOf(text: string) {
  const make = (language: string) =>
    vi.fn(async () => ({ default: { title: `${text} ${language}` } }));
  return {
    fi: make('fi'),
    sv: make('sv'),
    en: make('en'),
    de: make('de'),
    fr: make('fr'),
    ru: make('ru'),
  } satisfies MessageLoaders;
}

describe('defineMessages (0008)', () => {
  it('loads only the language asked for, once, into the page i18next', async () => {
    const loaders = loadersOf('Shop');
    const messages = defineMessages('probe', loaders);
    await Promise.all([messages.load('en'), messages.load('en')]);
    expect(loaders.en).toHaveBeenCalledTimes(1);
    expect(loaders.fi).not.toHaveBeenCalled();
    expect(loaders.ru).not.toHaveBeenCalled();
    expect(i18next.t('probe:title')).toBe('Shop en');
    expect(i18next.hasResourceBundle('ru', 'probe')).toBe(false);
  });

  it('does not fetch a bundle another copy of the contracts already added', async () => {
    i18next.addResourceBundle('sv', 'twice', { title: 'Redan' });
    const loaders = loadersOf('Again');
    await defineMessages('twice', loaders).load('sv');
    expect(loaders.sv).not.toHaveBeenCalled();
  });
});
