import { LANGUAGES } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import { shellMessages } from './shell-messages';

describe('shell messages', () => {
  it('gives every key a non-empty text in all six languages', () => {
    const keys = Object.keys(shellMessages.en).sort();
    for (const language of LANGUAGES) {
      expect(Object.keys(shellMessages[language]).sort()).toEqual(keys);
      for (const text of Object.values(shellMessages[language])) expect(text.trim()).not.toBe('');
    }
  });
});
