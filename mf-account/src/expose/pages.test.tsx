import { LANGUAGES, type PageProps } from '@shop/shared-contracts';
import { commonMessages, createShopQueryClient } from '@shop/shared-contracts/react';
import { initReactI18next } from '@shop/shared-contracts/react-i18next';
import { QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { joinMessages } from '../features/join/messages';
import { complaintMessages } from '../features/reclamation/messages';
import { accountMessages } from '../lib/messages';
import { exposedModules } from './exposed-modules';

const PARAMS: Record<string, Record<string, string>> = {
  './ActivateAccountPage': { hash: 'x'.repeat(43) },
  './DeleteAccountPage': { token: 'x'.repeat(43) },
  './PasswordResetConfirmPage': { hash: 'x'.repeat(43) },
  './StopRemindersPage': { email: 'asiakas@example.com' },
};

// A message key shown as text: a translation is missing (e2e fails on those too).
const RAW_KEY = />\s*[a-z]+(\.[a-zA-Z]+)+\s*</;

describe('exposed pages', () => {
  beforeAll(async () => {
    await i18next.use(initReactI18next).init({ lng: 'en', fallbackLng: false, resources: {} });
    // The shell renders pages in Suspense until their language is loaded; here it is loaded first.
    await Promise.all(
      LANGUAGES.flatMap((language) => [
        accountMessages.load(language),
        commonMessages.load(language),
        complaintMessages.load(language),
        joinMessages.load(language),
      ]),
    );
  });

  it.each(Object.keys(exposedModules))('%s renders translated in every language', async (key) => {
    const loader = exposedModules[key as keyof typeof exposedModules];
    const Page = (await loader()).default as ComponentType<PageProps>;
    for (const language of LANGUAGES) {
      await i18next.changeLanguage(language);
      const html = renderToString(
        <QueryClientProvider client={createShopQueryClient()}>
          <MemoryRouter>
            <Page routeId="test" params={PARAMS[key] ?? {}} language={language} />
          </MemoryRouter>
        </QueryClientProvider>,
      );
      expect(html).toContain('data-boundary="mf-account"');
      expect(html, `${key} in ${language}`).not.toMatch(RAW_KEY);
    }
  });
});
