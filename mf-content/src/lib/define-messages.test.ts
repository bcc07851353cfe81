import { describe, expect, it } from 'vitest';
import { defineMessages, mergeMessages } from './define-messages';

const texts = (text: string) => ({
  fi: { a: text },
  sv: { a: text },
  de: { a: text },
  fr: { a: text },
  ru: { a: text },
});

describe('mergeMessages', () => {
  it('merges every area into one bundle per language', () => {
    const first = defineMessages({ a: 'A' }, texts('a'));
    const second = defineMessages(
      { b: 'B' },
      {
        fi: { b: 'b' },
        sv: { b: 'b' },
        de: { b: 'b' },
        fr: { b: 'b' },
        ru: { b: 'б' },
      },
    );
    const merged = mergeMessages(first, second);
    expect(merged.en).toEqual({ a: 'A', b: 'B' });
    expect(merged.ru).toEqual({ a: 'a', b: 'б' });
    expect(Object.keys(merged).sort()).toEqual(['de', 'en', 'fi', 'fr', 'ru', 'sv']);
  });
});
