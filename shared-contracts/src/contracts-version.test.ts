import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONTRACTS_LINE, CONTRACTS_VERSION } from './contracts-version.js';

describe('CONTRACTS_VERSION', () => {
  it('is the package version', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    expect(CONTRACTS_VERSION).toBe(pkg.version);
    expect(pkg.version.startsWith(`${CONTRACTS_LINE}.`)).toBe(true);
  });
});
