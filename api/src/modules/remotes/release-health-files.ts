import {
  EXPOSED_MODULE_KEYS,
  type ReleaseProblem,
  type RemotePackage,
} from '@shop/shared-contracts';
import { z } from 'zod';

/** What a file is to the browser, which decides the content types it accepts. */
type FileKind = 'script' | 'style' | 'manifest';

/** The content types each kind must be served with (README "Serving a remote from another origin"). */
const CONTENT_TYPES: Readonly<Record<FileKind, readonly string[]>> = {
  script: ['text/javascript', 'application/javascript'],
  style: ['text/css'],
  manifest: ['application/json'],
};

/** One file of a release that browsers (or the api's hints) load. */
export interface ServedFile {
  /** Its path inside the release: `static/js/async/…js`. */
  readonly file: string;
  readonly kind: FileKind;
  /** Who needs it, in words: the entry script, the manifest, `./ProductCard`. */
  readonly neededBy: string;
}

/** What one GET of a release file answered. */
export interface FileAnswer {
  readonly status: number;
  readonly contentType: string | undefined;
}

/** Where a release's files are asked for: this api's release route, or the release's origin. */
export interface FileSource {
  /** The address a problem names: `/remotes/<remote>/<version>/<file>` or the absolute URL. */
  locate(file: string): string;
  /** GETs the file; throws when the origin cannot be reached (or answers too late). */
  get(file: string): Promise<FileAnswer>;
  /** At most this many requests, so a big release never floods another origin. */
  readonly maxRequests: number;
}

/** The part of `mf-manifest.json` naming each exposed module's files. */
const manifestSchema = z.looseObject({
  exposes: z
    .array(
      z.looseObject({
        name: z.string().optional(),
        path: z.string().optional(),
        assets: z
          .looseObject({
            js: z.looseObject({ sync: z.array(z.string()).default([]) }).optional(),
            css: z.looseObject({ sync: z.array(z.string()).default([]) }).optional(),
          })
          .optional(),
      }),
    )
    .default([]),
});

/** A path inside the release; an absolute or escaping one is not the release's to answer for. */
function isReleasePath(file: string): boolean {
  return file !== '' && !/^[a-z]+:|^\//i.test(file) && !file.split('/').includes('..');
}

/**
 * The files a shopper's page needs of a release: its entry script, its manifest and, for every
 * module the shell and the other remotes load (`EXPOSED_MODULE_KEYS`), the scripts and styles
 * the manifest lists as loading with it (`sync`; the `async` ones load on use, later). A module
 * the manifest does not expose is the gate's to refuse (`exposes`), not named again here.
 */
export function filesToCheck(
  remote: RemotePackage,
  entryFile: string,
  manifest: unknown,
): ServedFile[] {
  const files = new Map<string, ServedFile>();
  const add = (file: string, kind: FileKind, neededBy: string) => {
    if (isReleasePath(file) && !files.has(file)) files.set(file, { file, kind, neededBy });
  };
  add(entryFile, 'script', 'the entry script');
  add('mf-manifest.json', 'manifest', 'the manifest');
  const parsed = manifestSchema.safeParse(manifest);
  const needed = new Set<string>(EXPOSED_MODULE_KEYS[remote]);
  for (const expose of parsed.success ? parsed.data.exposes : []) {
    const key = expose.path ?? (expose.name ? `./${expose.name}` : '');
    if (!needed.has(key)) continue;
    for (const file of expose.assets?.js?.sync ?? []) add(file, 'script', key);
    for (const file of expose.assets?.css?.sync ?? []) add(file, 'style', key);
  }
  return [...files.values()];
}

/** Requests at once: enough to be quick, few enough for a small origin. */
const CONCURRENCY = 6;
/** Problems named one by one; a missing folder would otherwise list every file it had. */
const MAX_NAMED_PROBLEMS = 8;

function mediaType(contentType: string | undefined): string | undefined {
  return contentType?.split(';', 1)[0]?.trim().toLowerCase() || undefined;
}

function problemOf(served: ServedFile, answer: FileAnswer, where: string): string | null {
  if (answer.status !== 200) {
    return `${where} (${served.neededBy}) answers ${answer.status}, not 200.`;
  }
  const type = mediaType(answer.contentType);
  const expected = CONTENT_TYPES[served.kind];
  if (type === undefined || !expected.includes(type)) {
    return `${where} (${served.neededBy}) is served as ${type ?? 'no content type'}, not ${expected.join(' or ')}.`;
  }
  return null;
}

/**
 * GETs each file from its source and answers a `health` problem for each one not served with
 * 200 and the content type its kind needs. An origin that cannot be reached is one problem, and
 * nothing more is asked of it; past `maxRequests` the rest is not asked either (logged by the
 * caller through `unchecked`).
 */
export async function checkServedFiles(
  files: readonly ServedFile[],
  source: FileSource,
): Promise<{ problems: ReleaseProblem[]; unchecked: number }> {
  const asked = files.slice(0, source.maxRequests);
  const failures: { index: number; problem: ReleaseProblem }[] = [];
  const unreachable: typeof failures = [];
  let next = 0;
  const work = async () => {
    while (next < asked.length && unreachable.length === 0) {
      const index = next++;
      const served = asked[index] as ServedFile;
      const where = source.locate(served.file);
      try {
        const message = problemOf(served, await source.get(served.file), where);
        if (message)
          failures.push({ index, problem: { kind: 'health', subject: served.file, message } });
      } catch (error) {
        const message = `${where} (${served.neededBy}) could not be fetched: ${errorText(error)}.`;
        unreachable.push({ index, problem: { kind: 'health', subject: served.file, message } });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, asked.length) }, work));
  // In the release's order, whatever order the answers came in.
  const inOrder = (list: typeof failures) =>
    list.sort((a, b) => a.index - b.index).map((failure) => failure.problem);
  const problems =
    unreachable.length > 0
      ? inOrder(unreachable).slice(0, 1)
      : inOrder(failures).slice(0, MAX_NAMED_PROBLEMS);
  if (unreachable.length === 0 && failures.length > MAX_NAMED_PROBLEMS) {
    problems.push({
      kind: 'health',
      subject: 'files',
      message: `${failures.length - MAX_NAMED_PROBLEMS} more files fail likewise.`,
    });
  }
  return { problems, unchecked: files.length - asked.length };
}

/**
 * An error's message with its cause (fetch's `TypeError: fetch failed` says little alone),
 * without a final full stop: the problem's sentence ends it.
 */
export function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`.replace(/\.+$/, '');
}
