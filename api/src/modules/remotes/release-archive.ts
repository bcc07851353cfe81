import { mkdir } from 'node:fs/promises';
import type * as Tar from 'tar';

/** tar (80 KiB of the bundle) only for an upload or the CLI's pack, not at every start. */
const loadTar = () => import('tar');

/** Bounds of an uploaded release (issue 14): a remote's dist is a few MiB. */
export const RELEASE_ARCHIVE_LIMITS = {
  /** The gzipped archive as sent (the route's body limit). */
  archiveBytesMax: 50 * 1024 * 1024,
  /** All files unpacked, read from the headers before anything is written. */
  unpackedBytesMax: 200 * 1024 * 1024,
  filesMax: 5_000,
} as const;

/**
 * The files a remote's build writes (rsbuild with the federation plugin and the precompress
 * step): the manifests, the standalone page, a remote entry at the top (the plugin's default
 * `remoteEntry.js`), hashed assets under `static/` (with their Brotli copies, licence notes
 * and source maps) and the server build's CommonJS files under `ssr/`.
 */
const BUILD_FILE =
  /^(?:mf-manifest\.json|mf-stats\.json|index\.html|[\w.-]+\.js(?:\.br)?|ssr\/[\w.-]+\.cjs|static\/[\w.-]+(?:\/[\w.-]+)*\.(?:js|css|br|txt|map|svg|png|jpe?g|webp|avif|gif|ico|woff2?|ttf|json))$/;
const BUILD_DIRECTORY = /^(?:static(?:\/[\w.-]+)*|ssr)\/?$/;

/** What is wrong with an archive, in words for the 400 that names the `archive` field. */
export class ReleaseArchiveError extends Error {}

/** The entry's path as the build wrote it, or null when it could escape the release directory. */
function buildPath(raw: string): string | null {
  const relative = raw.replace(/^\.\//, '');
  if (relative === '' || relative === '.' || relative === './') return '';
  if (relative.startsWith('/') || relative.includes('\\') || relative.includes('\0')) return null;
  const segments = relative.replace(/\/$/, '').split('/');
  if (segments.some((segment) => segment === '..' || segment === '.' || segment === '')) {
    return null;
  }
  return relative;
}

/**
 * Checks every entry of a gzipped tar archive of a remote's dist before anything is written
 * (only files and folders a build produces, no path leaving the folder, no links, within
 * `RELEASE_ARCHIVE_LIMITS`), then unpacks it into `target`. Throws `ReleaseArchiveError`.
 */
export async function unpackReleaseArchive(archive: Buffer, target: string): Promise<void> {
  const refused: string[] = [];
  let files = 0;
  let bytes = 0;
  const tar = await loadTar();
  const parser = new tar.Parser({
    strict: true,
    onReadEntry: (entry) => {
      const relative = buildPath(entry.path);
      if (relative === null) refused.push(`${entry.path} leaves the release folder`);
      else if (entry.type === 'Directory') {
        if (relative !== '' && !BUILD_DIRECTORY.test(relative)) {
          refused.push(`${entry.path} is not a folder a build writes`);
        }
      } else if (entry.type === 'File' || entry.type === 'OldFile') {
        if (!BUILD_FILE.test(relative)) refused.push(`${entry.path} is not a file a build writes`);
        files += 1;
        bytes += entry.size ?? 0;
      } else refused.push(`${entry.path} is a ${entry.type}, not a file`);
      entry.resume();
    },
  });
  try {
    await feed(parser, archive);
  } catch (error) {
    throw new ReleaseArchiveError(
      `is not a gzipped tar archive (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  if (files === 0) throw new ReleaseArchiveError('holds no files');
  if (files > RELEASE_ARCHIVE_LIMITS.filesMax) {
    throw new ReleaseArchiveError(
      `holds ${files} files; at most ${RELEASE_ARCHIVE_LIMITS.filesMax}`,
    );
  }
  if (bytes > RELEASE_ARCHIVE_LIMITS.unpackedBytesMax) {
    throw new ReleaseArchiveError(
      `unpacks to ${bytes} bytes; at most ${RELEASE_ARCHIVE_LIMITS.unpackedBytesMax}`,
    );
  }
  if (refused.length > 0) {
    const more = refused.length > 3 ? ` and ${refused.length - 3} more` : '';
    throw new ReleaseArchiveError(`is refused: ${refused.slice(0, 3).join('; ')}${more}`);
  }
  await mkdir(target, { recursive: true });
  await feed(tar.x({ cwd: target, strict: true, preservePaths: false }), archive);
}

/** Writes the whole archive into a tar parser or unpacker and waits until it has done. */
function feed(stream: Tar.Parser, archive: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    stream.on('error', reject);
    stream.on('end', () => resolve());
    stream.end(archive);
  });
}

/** Packs the files of a built remote's dist (as the CLI uploads it): gzipped, portable. */
export async function packReleaseArchive(distDir: string, files: readonly string[]) {
  const chunks: Buffer[] = [];
  const tar = await loadTar();
  for await (const chunk of tar.c({ gzip: true, cwd: distDir, portable: true }, [...files])) {
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}
