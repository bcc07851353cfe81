import { readFileSync } from 'node:fs';
import { test as base, expect } from '@playwright/test';
import { type VersionSet, versionSetFiles } from './version-sets';

/** Console messages that mean two copies of a shared singleton met (ARCHITECTURE.md). */
const SINGLETON_WARNING = /singleton|unsatisfied version|shared module .* version/i;
/** The shell logs every i18n key without a text: no untranslated key may ever show. */
const MISSING_TRANSLATION = /^Missing translation /;
/** The shell's line for a page whose server markup the browser had to render again (0012). */
const HYDRATION_MISMATCH = /^Hydration mismatch/;
/** The browser's own line for any 4xx/5xx answer; the failure itself is what tests check. */
const FAILED_RESOURCE = /^Failed to load resource/;

interface ShopFixtures {
  /** Collected problems; the test fails if any is left at its end. */
  problems: string[];
  /**
   * Console errors the test provokes on purpose (the spec asks for failures to be logged:
   * a 503 manifest, a failed resources call, a page whose data does not exist). Anything
   * else logged as an error fails the test. One pattern (alternatives joined with `|`): an
   * array would be read by Playwright as a fixture tuple.
   */
  expectedConsoleErrors: RegExp;
  /**
   * In a version set's project (issue 14 point 6): checks before the test that the browser
   * context really runs the set's override, so a journey never passes on the live versions.
   */
  versionSetGuard: undefined;
}

/**
 * Fails the test on any uncaught page error, singleton-version warning, missing translation or
 * unexpected console error, so a second React, an untranslated key or a silently logged bug can
 * never slip through as a console line.
 */
export const test = base.extend<ShopFixtures>({
  // Matches nothing: by default no console error is expected.
  expectedConsoleErrors: [/$^/, { option: true }],
  problems: [
    async ({ page, expectedConsoleErrors }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        const text = message.text();
        if (message.type() !== 'warning' && message.type() !== 'error') return;
        if (SINGLETON_WARNING.test(text)) problems.push(`singleton: ${text}`);
        if (MISSING_TRANSLATION.test(text)) problems.push(text);
        // Never expected, whatever a test provokes on purpose.
        if (HYDRATION_MISMATCH.test(text)) problems.push(text);
        const isExpected = FAILED_RESOURCE.test(text) || expectedConsoleErrors.test(text);
        const isError = message.type() === 'error' && !HYDRATION_MISMATCH.test(text);
        if (isError && !isExpected) problems.push(`console error: ${text}`);
      });
      await use(problems);
      expect(problems, 'page errors, singleton warnings or unexpected console errors').toEqual([]);
    },
    { auto: true },
  ],
  versionSetGuard: [
    async ({ page, baseURL }, use, testInfo) => {
      const set = testInfo.project.metadata?.versionSet;
      if (typeof set === 'string') {
        const members = JSON.parse(
          readFileSync(versionSetFiles(baseURL ?? '', set).resolved, 'utf8'),
        ) as VersionSet['members'];
        const registry = (await (await page.request.get('/remotes.json')).json()) as {
          override?: Record<string, string>;
        };
        expect(registry.override, `the browser runs version set ${set}`).toEqual(
          Object.fromEntries(members.map(({ remote, target }) => [remote, target])),
        );
      }
      await use(undefined);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * The tag of a cross-remote journey: run against the live versions and again in every version
 * set (issue 14 point 6).
 */
export const JOURNEY = { tag: '@journey' } as const;
