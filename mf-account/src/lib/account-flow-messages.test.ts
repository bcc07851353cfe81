import { LANGUAGES } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import { accountFlowMessages } from './account-flow-messages';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]);

describe('accountFlowMessages', () => {
  it('has every text in every language, with the same placeholders as English', () => {
    for (const [key, english] of Object.entries(accountFlowMessages.en)) {
      for (const language of LANGUAGES) {
        const text = accountFlowMessages[language][key as keyof typeof accountFlowMessages.en];
        expect(text, `${language} ${key}`).toBeTruthy();
        expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(english));
      }
    }
  });
});
