import { describe, expect, it } from 'vitest';
import { matchesQuery, normaliseSearchText } from './match-text';

describe('search text matching (catalogue §5)', () => {
  it('ignores case and non-alphanumeric characters', () => {
    expect(normaliseSearchText('Ski-Boots & Bindings!')).toBe('skibootsbindings');
    expect(matchesQuery('ski boots', ['Alpine ski-boots'])).toBe(true);
    expect(matchesQuery('SKIBOOTS', ['Alpine ski-boots'])).toBe(true);
  });

  it('needs every word and a non-empty query', () => {
    expect(matchesQuery('tent stove', ['Tents'])).toBe(false);
    expect(matchesQuery('  ', ['Tents'])).toBe(false);
    expect(matchesQuery('läng', ['Längdskidor'])).toBe(true);
  });
});
