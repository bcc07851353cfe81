import { describe, expect, it } from 'vitest';
import { jsonDepthExceeds } from './json-limits.js';

describe('jsonDepthExceeds', () => {
  it('counts the nesting of objects and arrays, stopping past the limit', () => {
    expect(jsonDepthExceeds('{"a":[{"b":1}]}', 3)).toBe(false);
    expect(jsonDepthExceeds('{"a":[{"b":[1]}]}', 3)).toBe(true);
    expect(jsonDepthExceeds(`${'['.repeat(500_000)}${']'.repeat(500_000)}`, 32)).toBe(true);
    expect(jsonDepthExceeds('[[],[],[],[]]', 2)).toBe(false);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(jsonDepthExceeds(JSON.stringify({ text: '[[[[[[{{{{' }), 2)).toBe(false);
    expect(jsonDepthExceeds(JSON.stringify({ text: 'say "[[[[" \\ [[[[' }), 2)).toBe(false);
    expect(
      jsonDepthExceeds(`{"a":"\\"",${'['.repeat(5)}${']'.repeat(5)}}`.replace(',', ',"b":'), 3),
    ).toBe(true);
  });
});
