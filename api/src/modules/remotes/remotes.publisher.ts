import { createHash } from 'node:crypto';
import { access, cp, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { type RemotePackage, SERVER_BUILD_DIR } from '@shop/shared-contracts';
import { z } from 'zod';

/** The part of a Module Federation 2 `mf-manifest.json` the registry needs. */
const manifestSchema = z.object({
  metaData: z.object({
    remoteEntry: z.object({ name: z.string().min(1), path: z.string() }),
  }),
});

const packageJsonSchema = z.object({ version: z.string().min(1) });

/** A remote's build output, ready to be copied into the data dir. */
export interface BuiltRemote {
  readonly remote: RemotePackage;
  readonly distDir: string;
  /** `<package.json version>-<first 8 hex of the manifest's sha256>`. */
  readonly version: string;
  /** Entry script path relative to the release directory. */
  readonly entryFile: string;
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

/** Reads `<shopRoot>/<remote>/dist`; null when the remote has not been built. */
export async function readBuiltRemote(
  shopRoot: string,
  remote: RemotePackage,
): Promise<BuiltRemote | null> {
  const packageDir = path.join(shopRoot, remote);
  const distDir = path.join(packageDir, 'dist');
  const manifestFile = path.join(distDir, 'mf-manifest.json');
  if (!(await exists(manifestFile))) return null;
  const manifestText = await readFile(manifestFile);
  const manifest = manifestSchema.safeParse(JSON.parse(manifestText.toString('utf8')));
  if (!manifest.success) {
    throw new Error(`${manifestFile} has no metaData.remoteEntry: ${manifest.error.message}`);
  }
  const { name, path: entryDir } = manifest.data.metaData.remoteEntry;
  const packageJson = packageJsonSchema.parse(
    JSON.parse(await readFile(path.join(packageDir, 'package.json'), 'utf8')),
  );
  const hash = createHash('sha256').update(manifestText);
  // The server build travels in the same release (docs/decisions/0012): it versions it too.
  for (const [name, content] of await readServerBuild(distDir)) hash.update(name).update(content);
  return {
    remote,
    distDir,
    version: `${packageJson.version}-${hash.digest('hex').slice(0, 8)}`,
    entryFile: path.posix.join(entryDir.replace(/^\/+/, ''), name),
  };
}

/** The files of `dist/ssr`, by name in order; none when the remote has no server build. */
async function readServerBuild(distDir: string): Promise<[string, Buffer][]> {
  const dir = path.join(distDir, SERVER_BUILD_DIR);
  let names: string[];
  try {
    names = (await readdir(dir)).sort();
  } catch {
    return [];
  }
  return Promise.all(
    names.map(
      async (name): Promise<[string, Buffer]> => [name, await readFile(path.join(dir, name))],
    ),
  );
}

/** Directory a release is served from: `<dataDir>/remotes/<remote>/<version>`. */
export function releaseDir(dataDir: string, remote: string, version: string): string {
  return path.join(dataDir, 'remotes', remote, version);
}

/**
 * Copies the dist into its release directory unless already there. The copy goes to a
 * temporary sibling first and is renamed, so a half-copied release is never served.
 */
export async function copyRelease(dataDir: string, built: BuiltRemote): Promise<void> {
  const target = releaseDir(dataDir, built.remote, built.version);
  if (await exists(path.join(target, 'mf-manifest.json'))) return;
  const staging = `${target}.staging-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  await cp(built.distDir, staging, { recursive: true });
  await rm(target, { recursive: true, force: true });
  await rename(staging, target);
}
