import { describe, expectTypeOf, it } from 'vitest';
import type { RemotePackage } from '../remotes/registry.js';
import type { EXPOSED_MODULE_KEYS } from './exposed-module-keys.js';
import type { ExposedModuleKey } from './exposed-modules.js';

type Listed<Remote extends RemotePackage> = (typeof EXPOSED_MODULE_KEYS)[Remote][number];
type Unlisted = { [Remote in RemotePackage]: Exclude<ExposedModuleKey<Remote>, Listed<Remote>> };

describe('EXPOSED_MODULE_KEYS', () => {
  it('lists every key of ExposedModules', () => {
    expectTypeOf<Unlisted[RemotePackage]>().toEqualTypeOf<never>();
  });
});
