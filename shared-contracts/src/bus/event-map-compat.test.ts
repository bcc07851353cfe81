import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const major = (version: string) => version.split('.')[0];

describe('the frozen event map (0006)', () => {
  it('belongs to the current contracts major, so a major bump must freeze it anew', () => {
    const read = (path: string) =>
      (JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as { version: string })
        .version;
    expect(major(read('./contract-snapshot/version.json'))).toBe(major(read('../../package.json')));
  });
});
