import { AsyncLocalStorage } from 'node:async_hooks';
import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import {
  type ExposedModuleLoader,
  type ReleaseRenderScope,
  type RemotePackage,
  remotePackageSchema,
  SERVER_BUILD_DIR,
  type ServerRenderer,
  serverModuleFile,
} from '@shop/shared-contracts';
import { releaseDir } from '../remotes/remotes.publisher.js';
import type { ActiveRemote } from '../remotes/remotes.service.js';

const nodeRequire = createRequire(import.meta.url);

let domWindow: object | undefined;

/**
 * One jsdom window for the process: DOMPurify's document on the server (0009, 0012). Imported
 * with the first render, so an api that renders nothing never loads it (start time, memory).
 */
async function htmlWindow(): Promise<object> {
  if (!domWindow) {
    const { JSDOM } = await import('jsdom');
    domWindow = new JSDOM('<!doctype html><html><body></body></html>').window;
  }
  return domWindow;
}

/** The releases of the page being rendered, fixed when its render starts. */
const renderReleases = new AsyncLocalStorage<ReadonlyMap<RemotePackage, ActiveRemote>>();

/**
 * Versions of one remote whose modules stay loaded: the active one and one more (the version
 * before an activation, still rendered for a moment, or one a QA browser's override runs).
 */
export const VERSIONS_KEPT_PER_REMOTE = 2;

/** What the api keeps of one release: its scope (shared modules, messages) and its modules. */
interface LoadedRelease {
  readonly scope: ReleaseRenderScope;
  readonly modules: Map<string, Promise<unknown>>;
}

/**
 * Loads `shell/dist/ssr/server.cjs` (again after a rebuild) and gives it a loader for the
 * exposed modules of the releases a page runs: each remote's server build file, read from the
 * release directory of the version `/remotes.json` names and evaluated as CommonJS whose only
 * `require`s are the shell's shared singletons (docs/decisions/0012). Everything loaded from a
 * release (its modules, and through its own i18next its messages) is kept per release version,
 * for at most `VERSIONS_KEPT_PER_REMOTE` versions of each remote: activation, rollback, release
 * sets and overrides change what the next request renders, and older versions are dropped.
 */
export function createRendererLoader(options: {
  /** The shell's server build folder (`shell/dist/ssr`). */
  readonly shellBuildDir: string;
  readonly dataDir: string;
}) {
  const file = path.join(options.shellBuildDir, 'server.cjs');
  let loaded: { mtimeMs: number; renderer: Promise<ServerRenderer> } | undefined;

  function releaseLoader(renderer: ServerRenderer) {
    // Per remote, its loaded versions, least recently used first (a Map keeps insertion order).
    const releases = new Map<RemotePackage, Map<string, LoadedRelease>>();

    function loadedRelease(remote: RemotePackage, version: string): LoadedRelease {
      let versions = releases.get(remote);
      if (!versions) {
        versions = new Map();
        releases.set(remote, versions);
      }
      let release = versions.get(version);
      if (release) {
        versions.delete(version);
      } else {
        const scope = renderer.createReleaseScope?.() ?? {
          // A shell build older than release scopes: the one i18next of the process.
          sharedModules: renderer.sharedModules,
          messages: () => ({}),
        };
        release = { scope, modules: new Map() };
      }
      versions.set(version, release);
      for (const old of versions.keys()) {
        if (versions.size <= VERSIONS_KEPT_PER_REMOTE) break;
        versions.delete(old);
      }
      return release;
    }

    const loadExposedModule: ExposedModuleLoader = async (remote, key) => {
      const name = remotePackageSchema.parse(remote);
      const version = await renderedVersion(name);
      const release = loadedRelease(name, version);
      const moduleFile = path.join(
        releaseDir(options.dataDir, name, version),
        SERVER_BUILD_DIR,
        serverModuleFile(key),
      );
      let module = release.modules.get(moduleFile);
      if (!module) {
        module = evaluateCommonJs(moduleFile, release.scope.sharedModules, name);
        release.modules.set(moduleFile, module);
        const failed = module;
        failed.catch(() => {
          if (release.modules.get(moduleFile) === failed) release.modules.delete(moduleFile);
        });
      }
      return module;
    };

    /** The scopes of the releases the current render runs that have loaded anything. */
    function releaseScopes(): ReleaseRenderScope[] {
      const pinned = renderReleases.getStore();
      if (!pinned) return [];
      return [...pinned.values()].flatMap((active) => {
        const release = active.published && releases.get(active.remote)?.get(active.version);
        return release ? [release.scope] : [];
      });
    }

    return { loadExposedModule, releaseScopes };
  }

  /** The version the page's browser runs: the active one, or its override's. */
  async function renderedVersion(remote: RemotePackage): Promise<string> {
    const active = renderReleases.getStore()?.get(remote);
    if (!active) throw new Error(`${remote} has no active release`);
    // A dev server's build has no server build here: the browser renders that slot.
    if (!active.published) throw new Error(`${remote} runs from a dev server in this browser`);
    return active.version;
  }

  /**
   * The renderer of the current shell build; null while the shell has no server build. Calls
   * made while it loads share the one load, so the process never holds two shell builds.
   */
  async function load(): Promise<ServerRenderer | null> {
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(file)).mtimeMs;
    } catch {
      return null;
    }
    if (loaded?.mtimeMs !== mtimeMs) {
      const renderer = loadRenderer();
      loaded = { mtimeMs, renderer };
      renderer.catch(() => {
        if (loaded?.renderer === renderer) loaded = undefined;
      });
    }
    return loaded.renderer;
  }

  async function loadRenderer(): Promise<ServerRenderer> {
    delete nodeRequire.cache[file];
    const exported = nodeRequire(file) as { default?: ServerRenderer };
    const renderer = exported.default;
    if (!renderer || typeof renderer.render !== 'function') {
      throw new Error(`${file} does not export a server renderer`);
    }
    const { loadExposedModule, releaseScopes } = releaseLoader(renderer);
    renderer.configure({ loadExposedModule, releaseScopes, htmlWindow: await htmlWindow() });
    return renderer;
  }

  /**
   * Runs a render with the releases its browser runs (the active ones, or an override's), read
   * once by the api: a render during an activation is all of one version or all of the other.
   */
  function withReleases<T>(releases: readonly ActiveRemote[], render: () => Promise<T>) {
    return renderReleases.run(new Map(releases.map((entry) => [entry.remote, entry])), render);
  }

  return { load, withReleases };
}

/** Evaluates one server build file with `require` answering only the shared singletons. */
export async function evaluateCommonJs(
  file: string,
  shared: Readonly<Record<string, unknown>>,
  remote: string,
): Promise<unknown> {
  const code = await readFile(file, 'utf8');
  const factory = vm.compileFunction(
    code,
    ['exports', 'require', 'module', '__filename', '__dirname'],
    { filename: file },
  );
  const module = { exports: {} as unknown };
  const requireShared = (specifier: string): unknown => {
    if (Object.hasOwn(shared, specifier)) return shared[specifier];
    throw new Error(
      `${remote}'s server build requires ${specifier}, which the shell does not share`,
    );
  };
  factory(module.exports, requireShared, module, file, path.dirname(file));
  return module.exports;
}
