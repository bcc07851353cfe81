import { describe, expect, it } from 'vitest';
import {
  CONTRACTS_ZOD_ENTRY,
  hostSharedSingletons,
  SHARED_SINGLETONS,
  sharedSingletons,
} from './shared-singletons';

const dependencies = {
  react: '^19.3.0',
  'react-dom': '^19.3.0',
  i18next: '^25.0.0',
  '@tanstack/react-query': '^5.90.0',
  '@shop/shared-contracts': '*',
};

describe('hostSharedSingletons', () => {
  it('provides every singleton eagerly but zod, which only forms load', () => {
    const shared = hostSharedSingletons(dependencies);
    expect(Object.keys(shared)).toEqual([...SHARED_SINGLETONS]);
    for (const name of SHARED_SINGLETONS) {
      const { eager, ...config } = shared[name] ?? {};
      expect(config).toEqual(sharedSingletons(dependencies)[name]);
      expect(eager).toBe(name === CONTRACTS_ZOD_ENTRY ? undefined : true);
    }
  });

  it('leaves the remotes’ singletons lazy', () => {
    for (const config of Object.values(sharedSingletons(dependencies))) {
      expect(config.eager).toBeUndefined();
    }
  });
});
