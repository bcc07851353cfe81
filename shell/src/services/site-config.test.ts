import {
  configureLanguagePrefixStrategy,
  DEFAULT_LANGUAGE_PREFIX_STRATEGY,
  languagePrefixStrategy,
} from '@shop/shared-contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applySiteConfig } from './site-config';

function pageWith(text: string | null) {
  return { getElementById: () => (text === null ? null : ({ textContent: text } as HTMLElement)) };
}

afterEach(() => configureLanguagePrefixStrategy(DEFAULT_LANGUAGE_PREFIX_STRATEGY));

describe('applySiteConfig', () => {
  it('takes the language prefix strategy the server inlined', () => {
    applySiteConfig(pageWith('{"languagePrefixStrategy":"prefix"}'));
    expect(languagePrefixStrategy()).toBe('prefix');
  });

  it('keeps the default without a script, and logs and ignores an invalid one', () => {
    applySiteConfig(pageWith(null));
    expect(languagePrefixStrategy()).toBe('prefix_except_default');
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    applySiteConfig(pageWith('{"languagePrefixStrategy":"suffix"}'));
    applySiteConfig(pageWith('not json'));
    expect(languagePrefixStrategy()).toBe('prefix_except_default');
    expect(log).toHaveBeenCalledTimes(2);
  });
});
