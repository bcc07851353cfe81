import { test as base, expect } from '@playwright/test';

/** Console messages that mean two copies of a shared singleton met (ARCHITECTURE.md). */
const SINGLETON_WARNING = /singleton|unsatisfied version|shared module .* version/i;

/**
 * `page` that fails the test on any uncaught page error or singleton-version warning, so a
 * second React or router can never slip through as a console line.
 */
export const test = base.extend<{ problems: string[] }>({
  problems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'warning' || message.type() === 'error') {
          if (SINGLETON_WARNING.test(message.text())) problems.push(`singleton: ${message.text()}`);
        }
      });
      await use(problems);
      expect(problems, 'uncaught page errors or singleton warnings').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
