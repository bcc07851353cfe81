import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import {
  CONTRACTS_VERSION,
  EXPOSED_MODULE_KEYS,
  type RemotePackage,
  remotePackageSchema,
} from '@shop/shared-contracts';

async function write(file: string, content: string | Buffer) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

/** What the fixture shell shares, at these versions (its `mf-manifest.json`). */
export const FIXTURE_SHELL_SHARED = {
  react: '19.3.1',
  '@shop/shared-contracts/bus': CONTRACTS_VERSION,
} as const;

/** What a fixture build's manifest says of itself; the defaults pass the release gate. */
export interface FixtureBuild {
  readonly contractsVersion?: string;
  /** Shared module → the range the build requires. */
  readonly requires?: Readonly<Record<string, string>>;
  /** Exposed keys; every key the shop loads from the remote by default. */
  readonly exposes?: readonly string[];
}

/** A Module Federation 2 manifest as the rsbuild plugin writes it (only what we read). */
function manifest(remote: string, build: string, options: FixtureBuild) {
  const name = remote.replace('-', '_');
  const known = remotePackageSchema.safeParse(remote);
  const exposes =
    options.exposes ?? (known.success ? EXPOSED_MODULE_KEYS[known.data as RemotePackage] : []);
  const requires = options.requires ?? {
    react: '^19.3.1',
    '@shop/shared-contracts/bus': `^${CONTRACTS_VERSION.split('.')[0]}.0.0`,
  };
  return JSON.stringify({
    id: name,
    name,
    metaData: {
      name,
      buildInfo: { buildVersion: '0.1.0', buildName: build },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      publicPath: 'auto',
      contractsVersion: options.contractsVersion ?? CONTRACTS_VERSION,
    },
    shared: Object.entries(requires).map(([shared, requiredVersion]) => ({
      name: shared,
      requiredVersion,
      singleton: true,
    })),
    remotes: [],
    exposes: exposes.map((key) => ({ name: key.slice(2), path: key })),
  });
}

/** Writes a built remote: package.json, dist with manifest, entry and a hashed chunk. */
export async function writeBuiltRemote(
  root: string,
  remote: string,
  build = 'a',
  options: FixtureBuild = {},
) {
  const dir = path.join(root, remote);
  await write(path.join(dir, 'package.json'), JSON.stringify({ name: remote, version: '0.1.0' }));
  await write(path.join(dir, 'dist', 'mf-manifest.json'), manifest(remote, build, options));
  await write(path.join(dir, 'dist', 'remoteEntry.js'), `/* ${remote} entry ${build} */`);
  const chunk = path.join(dir, 'dist', 'static', 'js', 'async', '100.abcdef12.js');
  await write(chunk, '/* chunk */');
  // The build's precompressed copy (pluginPrecompress): served to browsers that accept Brotli.
  await write(`${chunk}.br`, brotliCompressSync('/* chunk, precompressed */'));
}

export const SHELL_INDEX =
  '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div><script defer src="/static/js/index.1234abcd.js"></script></body></html>';

/** A monorepo root with a built shell and two built remotes (mf-catalog and mf-content). */
export async function writeFixtureShop(root: string) {
  await write(path.join(root, 'shell', 'dist', 'index.html'), SHELL_INDEX);
  await write(
    path.join(root, 'shell', 'dist', 'static', 'js', 'index.1234abcd.js'),
    'x'.repeat(4000),
  );
  await write(path.join(root, 'shell', 'dist', 'favicon.ico'), 'icon');
  await write(
    path.join(root, 'shell', 'dist', 'mf-manifest.json'),
    JSON.stringify({
      id: 'shell',
      name: 'shell',
      metaData: { name: 'shell' },
      shared: Object.entries(FIXTURE_SHELL_SHARED).map(([name, version]) => ({ name, version })),
      remotes: [],
      exposes: [],
    }),
  );
  await writeBuiltRemote(root, 'mf-catalog');
  await writeBuiltRemote(root, 'mf-content');
}
