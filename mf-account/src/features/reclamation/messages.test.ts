import { checkMessages, loadAllMessages } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import { complaintMessageLoaders, complaintMessages } from './messages';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]);

describe('complaint messages', () => {
  it('have every key in every language', async () => {
    const messages = await loadAllMessages(complaintMessageLoaders);
    expect(checkMessages(complaintMessages.namespace, messages)).toEqual([]);
  });

  it('use the same placeholders as English', async () => {
    const messages = await loadAllMessages(complaintMessageLoaders);
    for (const [language, texts] of Object.entries(messages)) {
      for (const [key, text] of Object.entries(texts)) {
        expect(placeholders(text), `${language} ${key}`).toEqual(
          placeholders(messages.en[key] ?? ''),
        );
      }
    }
  });

  it('name a text for every custom issue of the complaint schema', async () => {
    const { en } = await loadAllMessages(complaintMessageLoaders);
    const keys = [
      'error.price',
      'error.phone',
      'error.postNumber',
      'error.orderNumber',
      'error.orderNumberRequired',
      'error.receipt',
      'error.date',
      'error.future',
      'error.size',
      'error.store',
    ];
    expect(keys.filter((key) => en[key] === undefined)).toEqual([]);
  });
});
