import { CONTRACTS_VERSION, EXPOSED_MODULE_KEYS } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import {
  checkRelease,
  manifestContractsVersion,
  shellProvision,
} from '../src/modules/remotes/release-gate.js';

const MAJOR = CONTRACTS_VERSION.split('.')[0];
const shell = shellProvision({
  metaData: { name: 'shell' },
  shared: [
    { name: 'react', version: '19.3.1' },
    { name: 'i18next', version: '26.7.2' },
    { name: '@shop/shared-contracts/bus', version: CONTRACTS_VERSION },
  ],
});

function build({
  contractsVersion = CONTRACTS_VERSION,
  requires = { react: '^19.3.1', '@shop/shared-contracts/bus': `^${MAJOR}.0.0` },
  exposes = [...EXPOSED_MODULE_KEYS['mf-product']],
}: {
  contractsVersion?: string | null;
  requires?: Record<string, string | false>;
  exposes?: string[];
} = {}) {
  return {
    metaData: { name: 'mf_product', ...(contractsVersion ? { contractsVersion } : {}) },
    shared: Object.entries(requires).map(([name, requiredVersion]) => ({ name, requiredVersion })),
    exposes: exposes.map((key) => ({ name: key.slice(2), path: key })),
  };
}

describe('the release gate (issue 14)', () => {
  it('reads the shell’s contracts version from its shared bus entry', () => {
    expect(shell.contractsVersion).toBe(CONTRACTS_VERSION);
    expect(shell.shared.get('react')).toBe('19.3.1');
  });

  it('lets a build of the same contracts major with met ranges and every module through', () => {
    expect(checkRelease('mf-product', build(), shell)).toEqual([]);
    expect(checkRelease('mf-product', build({ contractsVersion: `${MAJOR}.99.0` }), shell)).toEqual(
      [],
    );
    // A shared module the build takes from the host without a range is not checked.
    expect(checkRelease('mf-product', build({ requires: { zod: false } }), shell)).toEqual([]);
  });

  it('refuses another contracts major, or a build that does not say its contracts', () => {
    const older = checkRelease('mf-product', build({ contractsVersion: '1.0.0' }), shell);
    expect(older).toEqual([expect.objectContaining({ kind: 'contracts', subject: 'contracts' })]);
    expect(older[0]?.message).toContain('1.0.0');
    const unsaid = checkRelease('mf-product', build({ contractsVersion: null }), shell);
    expect(unsaid.map((problem) => problem.kind)).toEqual(['contracts']);
  });

  it('refuses a shared singleton range the shell’s version does not meet, or does not share', () => {
    const problems = checkRelease(
      'mf-product',
      build({ requires: { react: '^18.2.0', 'left-pad': '^1.0.0', i18next: '^26.0.0' } }),
      shell,
    );
    expect(problems).toEqual([
      {
        kind: 'shared',
        subject: 'react',
        message: 'Requires react ^18.2.0; the shell provides 19.3.1.',
      },
      {
        kind: 'shared',
        subject: 'left-pad',
        message: 'Requires left-pad ^1.0.0, which the shell does not share.',
      },
    ]);
  });

  it('refuses a build missing a module the routes or another remote load', () => {
    const exposes = EXPOSED_MODULE_KEYS['mf-product'].filter((key) => key !== './ProductPage');
    expect(checkRelease('mf-product', build({ exposes }), shell)).toEqual([
      expect.objectContaining({ kind: 'exposes', subject: './ProductPage' }),
    ]);
  });

  it('answers every problem at once, and a manifest that cannot be read as one', () => {
    const all = checkRelease(
      'mf-product',
      build({ contractsVersion: '9.0.0', requires: { react: '^18.0.0' }, exposes: [] }),
      shell,
    );
    expect(all.map((problem) => problem.kind)).toEqual([
      'contracts',
      'shared',
      ...EXPOSED_MODULE_KEYS['mf-product'].map(() => 'exposes'),
    ]);
    expect(checkRelease('mf-product', 'not a manifest', shell)).toEqual([
      expect.objectContaining({ kind: 'manifest' }),
    ]);
    expect(manifestContractsVersion(build())).toBe(CONTRACTS_VERSION);
    expect(manifestContractsVersion(null)).toBeNull();
  });
});
