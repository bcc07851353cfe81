import { readdir } from 'node:fs/promises';
import path from 'node:path';
import {
  DEFAULT_LANGUAGE,
  EXPOSED_MODULE_KEYS,
  FIXED_ROUTES,
  pathOf,
  type ReleaseProblem,
  type RemotePackage,
  SERVER_BUILD_DIR,
  type ServerRenderResult,
  serverModuleFile,
} from '@shop/shared-contracts';
import { errorText } from './release-health-files.js';
import type { ReleaseOverride } from './release-override.js';

/** What the server part of the check needs of the api's server renderer (server-render/). */
export interface ServerRenderCheck {
  /** Whether the shell has a server build; throws when it does not load. */
  hasRenderer(): Promise<boolean>;
  /** Evaluates a file of a release's server build in a release scope; throws what it threw. */
  evaluateModule(file: string, remote: string): Promise<void>;
  renderWith(url: string, override: ReleaseOverride): Promise<ServerRenderResult | null>;
}

/** The server part's verdict: problems refuse a release, skipped parts are only said. */
export interface ServerBuildVerdict {
  readonly problems: ReleaseProblem[];
  readonly skipped: string[];
}

const NOTHING: ServerBuildVerdict = { problems: [], skipped: [] };

/**
 * The page the check renders for a remote: the first route of the route table (most specific
 * first) that the remote's module serves and that needs no parameter, in the default language.
 * Every remote has one today; one without would skip the render.
 */
export function checkPagePath(remote: RemotePackage): { url: string; module: string } | null {
  const route = FIXED_ROUTES.find(
    (candidate) => candidate.owner === remote && !/[:*]/.test(candidate.path),
  );
  return route && 'module' in route
    ? { url: pathOf(route, DEFAULT_LANGUAGE), module: route.module }
    : null;
}

/** Whether a release claims a server build: its `ssr/` holds a module file. */
async function serverBuildFiles(dir: string): Promise<Set<string> | null> {
  try {
    const names = (await readdir(dir)).filter((name) => name.endsWith('.cjs'));
    return names.length > 0 ? new Set(names) : null;
  } catch {
    return null;
  }
}

/**
 * The server part of a release's health check: every needed exposed module has its file in the
 * release's `ssr/` and evaluates without throwing, and the remote's own page (`checkPagePath`)
 * renders completely through the api's renderer with `pinned` (the release, and the rest of its
 * set) as the override. A release without a server build has nothing to check; one whose
 * server build the api cannot render here says so in `skipped`.
 */
export async function checkServerBuild(options: {
  readonly remote: RemotePackage;
  readonly releaseDir: string;
  readonly pinned: ReleaseOverride['remotes'];
  /** The renderer, or why this process renders nothing. */
  readonly server: ServerRenderCheck | string;
}): Promise<ServerBuildVerdict> {
  const { remote, server } = options;
  const dir = path.join(options.releaseDir, SERVER_BUILD_DIR);
  const files = await serverBuildFiles(dir);
  if (!files) return NOTHING;
  const notChecked = (why: string) => ({
    problems: [],
    skipped: [`the server build (${SERVER_BUILD_DIR}/), as ${why}.`],
  });
  if (typeof server === 'string') return notChecked(server);
  let hasRenderer: boolean;
  try {
    hasRenderer = await server.hasRenderer();
  } catch (error) {
    return notChecked(`the shell's server build does not load (${errorText(error)})`);
  }
  if (!hasRenderer) return notChecked('the shop has no shell server build to render with');

  const problems: ReleaseProblem[] = [];
  for (const key of EXPOSED_MODULE_KEYS[remote]) {
    const name = serverModuleFile(key);
    const subject = `${SERVER_BUILD_DIR}/${name}`;
    if (!files.has(name)) {
      problems.push({
        kind: 'health',
        subject,
        message: `${subject} is missing: a server render of ${key} loads it.`,
      });
      continue;
    }
    try {
      await server.evaluateModule(path.join(dir, name), remote);
    } catch (error) {
      problems.push({
        kind: 'health',
        subject,
        message: `${subject} throws when evaluated: ${errorText(error)}.`,
      });
    }
  }
  const page = checkPagePath(remote);
  // A module that fails already says why its page cannot render.
  if (problems.length > 0 || !page) return { problems, skipped: [] };
  const subject = `render:${page.url}`;
  try {
    const override = { remotes: options.pinned, expiresAt: new Date(Date.now() + 60_000) };
    const result = await server.renderWith(page.url, override);
    if (!result) return notChecked('the shop has no shell server build to render with');
    if (!result.complete) {
      problems.push({
        kind: 'health',
        subject,
        message: `${page.url} (${page.module}) renders on the server with a slot left to the browser: a remote module failed or the render ran out of time.`,
      });
    }
  } catch (error) {
    problems.push({
      kind: 'health',
      subject,
      message: `${page.url} (${page.module}) fails to render on the server: ${errorText(error)}.`,
    });
  }
  return { problems, skipped: [] };
}
