import { test as base, expect } from '@playwright/test';

/** Console messages that mean two copies of a shared singleton met (ARCHITECTURE.md). */
const SINGLETON_WARNING = /singleton|unsatisfied version|shared module .* version/i;
/** The shell logs every i18n key without a text: no untranslated key may ever show. */
const MISSING_TRANSLATION = /^Missing translation /;

/**
 * Fails the test on any uncaught page error, singleton-version warning or missing translation,
 * so a second React or an untranslated key can never slip through as a console line.
 */
export const test = base.extend<{ problems: string[] }>({
  problems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'warning' || message.type() === 'error') {
          if (SINGLETON_WARNING.test(message.text())) problems.push(`singleton: ${message.text()}`);
          if (MISSING_TRANSLATION.test(message.text())) problems.push(message.text());
        }
      });
      await use(problems);
      expect(problems, 'uncaught page errors or singleton warnings').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
