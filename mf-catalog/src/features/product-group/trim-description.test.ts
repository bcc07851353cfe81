import { describe, expect, it } from 'vitest';
import { trimDescription } from './trim-description';

describe('trimDescription (catalogue §9)', () => {
  it('keeps a short text whole', () => {
    expect(trimDescription('Short. Text.', 500)).toEqual({
      text: 'Short. Text.',
      isTrimmed: false,
    });
  });

  it('cuts at whole sentences within the limit', () => {
    const text = 'First sentence here. Second one is here! Third goes past the limit.';
    expect(trimDescription(text, 45)).toEqual({
      text: 'First sentence here. Second one is here!',
      isTrimmed: true,
    });
  });

  it('cuts a single over-long sentence at a word with an ellipsis', () => {
    expect(trimDescription('one two three four five six', 12)).toEqual({
      text: 'one two…',
      isTrimmed: true,
    });
  });
});
