import { createHash } from 'node:crypto';
import { access, cp, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { type RemotePackage, toFederationName } from '@shop/shared-contracts';
import { z } from 'zod';

/** The part of a Module Federation 2 `mf-manifest.json` the registry needs. */
const manifestSchema = z.object({
  name: z.string().optional(),
  metaData: z.object({
    remoteEntry: z.object({ name: z.string().min(1), path: z.string() }),
    buildInfo: z.object({ buildVersion: z.string().min(1) }).optional(),
  }),
});

const packageJsonSchema = z.object({ version: z.string().min(1) });

/** A remote's build output, ready to be copied into the data dir. */
export interface BuiltRemote {
  readonly remote: RemotePackage;
  readonly distDir: string;
  /** `<package version>-<first 8 hex of the content hash>` (decision 0003 addendum). */
  readonly version: string;
  /** Entry script path relative to the release directory. */
  readonly entryFile: string;
  /** The parsed `mf-manifest.json`, kept with the release for the gate. */
  readonly manifest: unknown;
  /** SHA-256 over every release file's path and content, in path order. */
  readonly contentHash: string;
}

/**
 * Files a build writes that are not part of its release: the federation plugin's build report
 * (`mf-stats.json`, for its devtools; no browser and no part of the shop reads it), whose
 * `usedIn`/`requires` lists differ between two builds of the same source. They are neither
 * stored, served nor hashed, so rebuilding unchanged source gives the same release
 * (decision 0003 addendum).
 */
const BUILD_REPORT_FILES: ReadonlySet<string> = new Set(['mf-stats.json']);

/** Whether a file of a dist (relative, `/`-separated) belongs to the release. */
export function isReleaseFile(file: string): boolean {
  return !BUILD_REPORT_FILES.has(file);
}

/** What is wrong with a build (its manifest, version or entry), in words. */
export class BuildError extends Error {}

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
  if (!(await exists(path.join(distDir, 'mf-manifest.json')))) return null;
  const packageJson = packageJsonSchema.parse(
    JSON.parse(await readFile(path.join(packageDir, 'package.json'), 'utf8')),
  );
  return describeDist(distDir, remote, packageJson.version);
}

/**
 * Describes a remote's build in `distDir`: its version (the package version, else the
 * manifest's `buildInfo.buildVersion`, which the build plugin fills with it, plus the start of
 * the hash of every release file, so the same files always have the same version and changed
 * files a new one), its entry and that hash. Throws `BuildError` naming what is wrong.
 */
export async function describeDist(
  distDir: string,
  remote: RemotePackage,
  packageVersion?: string,
): Promise<BuiltRemote> {
  const manifestFile = path.join(distDir, 'mf-manifest.json');
  if (!(await exists(manifestFile))) throw new BuildError('has no mf-manifest.json');
  const manifestText = await readFile(manifestFile);
  let manifestJson: unknown;
  try {
    manifestJson = JSON.parse(manifestText.toString('utf8'));
  } catch {
    throw new BuildError('mf-manifest.json is not JSON');
  }
  const manifest = manifestSchema.safeParse(manifestJson);
  if (!manifest.success) {
    throw new BuildError(`mf-manifest.json has no metaData.remoteEntry: ${manifest.error.message}`);
  }
  const expectedName = toFederationName(remote);
  if (manifest.data.name !== undefined && manifest.data.name !== expectedName) {
    throw new BuildError(
      `mf-manifest.json is the manifest of ${manifest.data.name}, not ${expectedName}`,
    );
  }
  const version = packageVersion ?? manifest.data.metaData.buildInfo?.buildVersion;
  if (!version || !/^[0-9A-Za-z][0-9A-Za-z.+-]*$/.test(version)) {
    throw new BuildError(
      'mf-manifest.json names no build version (metaData.buildInfo.buildVersion)',
    );
  }
  const { name, path: entryDir } = manifest.data.metaData.remoteEntry;
  const entryFile = path.posix.join(entryDir.replace(/^\/+/, ''), name);
  if (entryFile.startsWith('..') || entryFile.split('/').includes('..')) {
    throw new BuildError(`the remote entry ${entryFile} lies outside the build`);
  }
  if (!(await exists(path.join(distDir, entryFile)))) {
    throw new BuildError(`the remote entry ${entryFile} the manifest names is missing`);
  }
  // Every file counts, the server build (docs/decisions/0012) and lazy chunks the manifest does
  // not name included: a change anywhere in what is served or rendered is a new version.
  const contentHash = await hashFiles(distDir);
  return {
    remote,
    distDir,
    version: `${version}-${contentHash.slice(0, 8)}`,
    entryFile,
    manifest: manifestJson,
    contentHash,
  };
}

/** The release files under `dir`, relative and `/`-separated, in path order. */
async function releaseFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .map((file) => file.split(path.sep).join('/'))
    .filter(isReleaseFile)
    .sort();
}

/** SHA-256 over every release file: its relative path, a NUL, its content, in path order. */
async function hashFiles(dir: string): Promise<string> {
  const files = await releaseFiles(dir);
  const hash = createHash('sha256');
  for (const file of files) {
    hash
      .update(file)
      .update('\0')
      .update(await readFile(path.join(dir, file)));
  }
  return hash.digest('hex');
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
  await cp(built.distDir, staging, {
    recursive: true,
    filter: (source) =>
      isReleaseFile(path.relative(built.distDir, source).split(path.sep).join('/')),
  });
  await rm(target, { recursive: true, force: true });
  await rename(staging, target);
}
