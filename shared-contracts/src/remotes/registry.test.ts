import { describe, expect, it } from 'vitest';
import { isRemotePackage, readRemoteRegistry } from './registry.js';
import { remotePackageSchema, remoteRegistrySchema } from './registry-schema.js';

const release = { name: 'mf_catalog', version: '0.1.0-3fa2c1d0', entry: '/remotes/m.json' };

const SAMPLES: readonly unknown[] = [
  { remotes: {} },
  { remotes: { 'mf-catalog': release } },
  { remotes: { 'mf-catalog': release, 'mf-product': { ...release, name: 'mf_product' } } },
  { remotes: { 'mf-catalog': { ...release, extra: true } } },
  { remotes: { 'mf-nope': release } },
  { remotes: { 'mf-catalog': { ...release, name: 'mf-catalog' } } },
  { remotes: { 'mf-catalog': { ...release, version: '' } } },
  { remotes: { 'mf-catalog': { ...release, entry: 3 } } },
  { remotes: { 'mf-catalog': null } },
  { remotes: [] },
  { remotes: 'x' },
  { remotes: { 'mf-catalog': release }, override: { 'mf-catalog': '0.1.0-aaaaaaaa' } },
  { remotes: {}, override: { 'mf-product': 'http://localhost:3002/mf-manifest.json' } },
  { remotes: {}, override: {} },
  { remotes: {}, override: { 'mf-nope': '1' } },
  { remotes: {}, override: { 'mf-catalog': 1 } },
  { remotes: {}, override: 'mf-catalog' },
  {},
  null,
  'remotes',
];

describe('reading /remotes.json without zod', () => {
  it.each(SAMPLES.map((sample) => [JSON.stringify(sample), sample]))(
    'agrees with remoteRegistrySchema on %s',
    (_label, sample) => {
      const parsed = remoteRegistrySchema.safeParse(sample);
      expect(readRemoteRegistry(sample)).toEqual(parsed.success ? parsed.data : undefined);
    },
  );

  it('names the same remotes as remotePackageSchema', () => {
    for (const name of ['mf-catalog', 'mf-account', 'mf_catalog', 'shell', '', 7]) {
      expect(isRemotePackage(name)).toBe(remotePackageSchema.safeParse(name).success);
    }
  });
});
