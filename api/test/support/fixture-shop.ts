import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';

async function write(file: string, content: string | Buffer) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

/** A Module Federation 2 manifest as the rsbuild plugin writes it (only what we read). */
function manifest(name: string, build: string) {
  return JSON.stringify({
    id: name,
    name,
    metaData: {
      name,
      buildInfo: { buildVersion: build },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      publicPath: 'auto',
    },
    shared: [],
    remotes: [],
    exposes: [],
  });
}

/** Writes a built remote: package.json, dist with manifest, entry and a hashed chunk. */
export async function writeBuiltRemote(root: string, remote: string, build = 'a') {
  const dir = path.join(root, remote);
  await write(path.join(dir, 'package.json'), JSON.stringify({ name: remote, version: '0.1.0' }));
  await write(
    path.join(dir, 'dist', 'mf-manifest.json'),
    manifest(remote.replace('-', '_'), build),
  );
  await write(path.join(dir, 'dist', 'remoteEntry.js'), `/* ${remote} entry ${build} */`);
  const chunk = path.join(dir, 'dist', 'static', 'js', 'async', '100.abcdef12.js');
  await write(chunk, '/* chunk */');
  // The build's precompressed copy (pluginPrecompress): served to browsers that accept Brotli.
  await write(`${chunk}.br`, brotliCompressSync('/* chunk, precompressed */'));
}

export const SHELL_INDEX =
  '<!doctype html><html><head><title>Shop</title><script defer src="/static/js/index.1234abcd.js"></script></head><body><div id="root"></div></body></html>';

/** A monorepo root with a built shell and two built remotes (mf-catalog and mf-content). */
export async function writeFixtureShop(root: string) {
  await write(path.join(root, 'shell', 'dist', 'index.html'), SHELL_INDEX);
  await write(
    path.join(root, 'shell', 'dist', 'static', 'js', 'index.1234abcd.js'),
    'x'.repeat(4000),
  );
  await write(path.join(root, 'shell', 'dist', 'favicon.ico'), 'icon');
  await writeBuiltRemote(root, 'mf-catalog');
  await writeBuiltRemote(root, 'mf-content');
}
