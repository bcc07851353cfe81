import { defineMessages } from '@shop/shared-contracts/react';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { initI18n } from './i18n';

describe('a server-rendered page’s messages', () => {
  it('start i18next, and no namespace they hold is fetched again', async () => {
    const skipToContent = 'Zum Inhalt (from the server)';
    await initI18n('de', {
      shell: { skipToContent },
      'front-test': { greeting: 'Willkommen' },
    });
    // The shell's own chunk was not loaded over them (it would overwrite the text).
    expect(i18next.t('shell:skipToContent')).toBe(skipToContent);
    const loader = vi.fn(async () => ({ default: { greeting: 'fetched' } }));
    const front = defineMessages('front-test', {
      fi: loader,
      sv: loader,
      en: loader,
      de: loader,
      fr: loader,
      ru: loader,
    });
    await front.load('de');
    expect(loader).not.toHaveBeenCalled();
    expect(i18next.t('front-test:greeting')).toBe('Willkommen');
    // Another language is fetched as before.
    await front.load('fi');
    expect(loader).toHaveBeenCalledOnce();
  });
});
