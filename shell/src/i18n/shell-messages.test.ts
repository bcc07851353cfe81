import { checkMessages, loadAllMessages } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import { shellMessageLoaders } from './shell-messages';

describe('shell messages', () => {
  it('give every key, and every plural form a language needs, in all six languages', async () => {
    expect(checkMessages('shell', await loadAllMessages(shellMessageLoaders))).toEqual([]);
  });

  it('leave no text empty', async () => {
    const byLanguage = await loadAllMessages(shellMessageLoaders);
    for (const messages of Object.values(byLanguage)) {
      for (const text of Object.values(messages)) expect(text.trim()).not.toBe('');
    }
  });
});
