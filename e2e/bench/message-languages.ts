import type { Page } from '@playwright/test';
import { sharedModule } from '../support/share-scope';

interface I18nLike {
  readonly store?: { readonly data: Record<string, Record<string, unknown>> };
}

/** The languages that have any messages in the page's one i18next instance (issue 7: one). */
export async function loadedMessageLanguages(page: Page): Promise<string[]> {
  const i18next = await sharedModule(page, 'i18next');
  return i18next.evaluate((module) => {
    const instance = module as { default?: I18nLike } & I18nLike;
    const data = (instance.default ?? instance).store?.data ?? {};
    return Object.keys(data).filter((language) => Object.keys(data[language] ?? {}).length > 0);
  });
}
