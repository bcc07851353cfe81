import { checkMessages, loadAllMessages } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import { releaseMessageLoaders, releaseMessages } from './messages';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]);

describe('release page messages', () => {
  it('give every key in all six languages', async () => {
    const byLanguage = await loadAllMessages(releaseMessageLoaders);
    expect(checkMessages(releaseMessages.namespace, byLanguage)).toEqual([]);
  });

  it('leave no text empty and use the placeholders of English', async () => {
    const byLanguage = await loadAllMessages(releaseMessageLoaders);
    for (const [language, messages] of Object.entries(byLanguage)) {
      for (const [key, text] of Object.entries(messages)) {
        expect(text.trim(), `${language} ${key}`).not.toBe('');
        expect(placeholders(text), `${language} ${key}`).toEqual(
          placeholders(byLanguage.en[key] ?? ''),
        );
      }
    }
  });
});
