import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import {
  CONTRACTS_VERSION,
  EXPOSED_MODULE_KEYS,
  type RemotePackage,
  remotePackageSchema,
  SERVER_BUILD_DIR,
  serverModuleFile,
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
  /** The server build (`dist/ssr/`) by file name; none by default (`fixtureServerBuild`). */
  readonly serverBuild?: Readonly<Record<string, string>>;
}

/** The shared chunk every fixture module loads with, and the remote's stylesheet. */
export const FIXTURE_CHUNK = 'static/js/async/100.abcdef12.js';
export const FIXTURE_STYLES = 'static/css/async/remote.abcdef12.css';

/** The script of one exposed module as the manifest lists it: `./ProductCard` → its file. */
export function exposedModuleScript(key: string): string {
  return `static/js/async/__federation_expose_${key.slice(2)}.abcdef12.js`;
}

/**
 * A server build with a file for every key the shop loads from the remote, each exporting a
 * page that renders its key; `files` replaces or adds files by name.
 */
export function fixtureServerBuild(
  remote: RemotePackage,
  files: Readonly<Record<string, string>> = {},
): Record<string, string> {
  const modules = EXPOSED_MODULE_KEYS[remote].map((key) => [
    serverModuleFile(key),
    `module.exports = { default: () => ${JSON.stringify(`${remote} ${key}`)} };`,
  ]);
  return { ...Object.fromEntries(modules), ...files };
}

/** Every file under `dir`, relative, as the CLI packs a dist. */
export async function filesOf(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() || entry.isSymbolicLink())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/** A Module Federation 2 manifest as the rsbuild plugin writes it (only what we read). */
function manifest(remote: string, build: string, options: FixtureBuild) {
  const name = remote.replace('-', '_');
  const exposes = exposedKeys(remote, options);
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
    exposes: exposes.map((key) => ({
      id: `${name}:${key.slice(2)}`,
      name: key.slice(2),
      path: key,
      // What loads with the module, as the plugin lists it; `async` ones load on use.
      assets: {
        js: { sync: [FIXTURE_CHUNK, exposedModuleScript(key)], async: [] },
        css: { sync: [FIXTURE_STYLES], async: [] },
      },
    })),
  });
}

/** The exposed keys a fixture build has. */
function exposedKeys(remote: string, options: FixtureBuild): readonly string[] {
  const known = remotePackageSchema.safeParse(remote);
  return options.exposes ?? (known.success ? EXPOSED_MODULE_KEYS[known.data as RemotePackage] : []);
}

/**
 * Writes a built remote: package.json, dist with manifest, entry, a hashed chunk, every exposed
 * module's script and the stylesheet, and the server build when given (an earlier one removed).
 */
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
  const chunk = path.join(dir, 'dist', FIXTURE_CHUNK);
  await write(chunk, '/* chunk */');
  // The build's precompressed copy (pluginPrecompress): served to browsers that accept Brotli.
  await write(`${chunk}.br`, brotliCompressSync('/* chunk, precompressed */'));
  await write(path.join(dir, 'dist', FIXTURE_STYLES), `/* ${remote} styles */`);
  for (const key of exposedKeys(remote, options)) {
    await write(path.join(dir, 'dist', exposedModuleScript(key)), `/* ${remote} ${key} */`);
  }
  const serverDir = path.join(dir, 'dist', SERVER_BUILD_DIR);
  await rm(serverDir, { recursive: true, force: true });
  for (const [file, code] of Object.entries(options.serverBuild ?? {})) {
    await write(path.join(serverDir, file), code);
  }
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
