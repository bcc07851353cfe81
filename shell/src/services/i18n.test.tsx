// @vitest-environment jsdom

import type { Language } from '@shop/shared-contracts';
import i18next from 'i18next';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import sv from '../i18n/messages/sv';
import { initI18n, useRouteLanguage } from './i18n';

let showLanguage: (language: Language) => void = () => undefined;

function RouteLanguage() {
  const [language, setLanguage] = useState<Language>('en');
  showLanguage = setLanguage;
  useRouteLanguage(language);
  return null;
}

describe('shell messages in i18next', () => {
  it('start with the current language only, and a new route language is loaded before use', async () => {
    await initI18n('en');
    expect(i18next.hasResourceBundle('en', 'shell')).toBe(true);
    expect(i18next.hasResourceBundle('sv', 'shell')).toBe(false);
    expect(i18next.t('shell:error.resources')).toBe('Failed to fetch resources, try again later.');
    // Keys are flat and looked up whole.
    expect(i18next.options.keySeparator).toBe(false);

    const hadMessagesWhenSwitched: boolean[] = [];
    i18next.on('languageChanged', (language) =>
      hadMessagesWhenSwitched.push(i18next.hasResourceBundle(language, 'shell')),
    );
    const root = createRoot(document.createElement('div'));
    root.render(<RouteLanguage />);
    await vi.waitFor(() => expect(document.documentElement.lang).toBe('en'));
    showLanguage('sv');
    await vi.waitFor(() => expect(i18next.language).toBe('sv'));
    expect(hadMessagesWhenSwitched).toEqual([true]);
    expect(i18next.t('shell:error.resources')).toBe(sv['error.resources']);
    root.unmount();
  });
});
