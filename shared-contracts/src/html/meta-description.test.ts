import { describe, expect, it } from 'vitest';
import { metaDescription } from './meta-description.js';

describe('metaDescription (platform §9)', () => {
  it('keeps a short text, its white space collapsed', () => {
    expect(metaDescription('  Light  boots\nfor  long days. ')).toBe('Light boots for long days.');
  });

  it('cuts a long text at the last word boundary with an ellipsis', () => {
    const text = `${'word '.repeat(40)}end`;
    const description = metaDescription(text);
    expect(description.length).toBeLessThanOrEqual(151);
    expect(description).toMatch(/word…$/);
    expect(metaDescription('Light boots, for long days on rough trails', 20)).toBe(
      'Light boots, for…',
    );
  });

  it('cuts a single long word where it must', () => {
    expect(metaDescription('a'.repeat(200), 10)).toBe(`${'a'.repeat(10)}…`);
  });
});
