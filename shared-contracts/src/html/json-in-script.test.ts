import { describe, expect, it } from 'vitest';
import { jsonInScript } from './json-in-script.js';

describe('jsonInScript', () => {
  it('escapes what could end the script element', () => {
    const text = jsonInScript({ name: '</script><script>alert(1)</script> & co' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script> & co' });
  });
});
