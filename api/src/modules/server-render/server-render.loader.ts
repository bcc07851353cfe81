import { AsyncLocalStorage } from 'node:async_hooks';
import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import {
  type ExposedModuleLoader,
  type RemotePackage,
  remotePackageSchema,
  SERVER_BUILD_DIR,
  type ServerRenderer,
  serverModuleFile,
} from '@shop/shared-contracts';
import type { ReleaseOverride } from '../remotes/release-override.js';
import { releaseDir } from '../remotes/remotes.publisher.js';
import type { RemoteRegistryService } from '../remotes/remotes.service.js';

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

/**
 * Loads `shell/dist/ssr/server.cjs` (again after a rebuild) and gives it a loader for the
 * exposed modules of the active releases: each remote's server build file, read from the
 * release directory of the version `/remotes.json` names and evaluated as CommonJS whose only
 * `require`s are the shell's shared singletons (docs/decisions/0012). Releases are immutable,
 * so an evaluated module is kept for as long as its shell build is.
 */
/** The release override of the page being rendered (null: the active releases). */
const renderOverride = new AsyncLocalStorage<ReleaseOverride | null>();

export function createRendererLoader(options: {
  readonly shopRoot: string;
  readonly dataDir: string;
  readonly registry: Pick<RemoteRegistryService, 'listFor'>;
}) {
  const file = path.join(options.shopRoot, 'shell', 'dist', SERVER_BUILD_DIR, 'server.cjs');
  let loaded: { mtimeMs: number; renderer: Promise<ServerRenderer> } | undefined;

  function remoteModuleLoader(renderer: ServerRenderer): ExposedModuleLoader {
    const modules = new Map<string, Promise<unknown>>();
    return async (remote, key) => {
      const release = await activeVersion(remotePackageSchema.parse(remote));
      const moduleFile = path.join(
        releaseDir(options.dataDir, remote, release),
        SERVER_BUILD_DIR,
        serverModuleFile(key),
      );
      let module = modules.get(moduleFile);
      if (!module) {
        module = evaluateCommonJs(moduleFile, renderer.sharedModules, remote);
        modules.set(moduleFile, module);
        module.catch(() => modules.delete(moduleFile));
      }
      return module;
    };
  }

  /** The version the page's browser runs: the active one, or its override's (issue 14). */
  async function activeVersion(remote: RemotePackage): Promise<string> {
    const releases = await options.registry.listFor(renderOverride.getStore() ?? null);
    const active = releases.find((entry) => entry.remote === remote);
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
    renderer.configure({
      loadExposedModule: remoteModuleLoader(renderer),
      htmlWindow: await htmlWindow(),
    });
    return renderer;
  }

  /** Runs a render with the modules of the versions a browser's override names. */
  function withOverride<T>(override: ReleaseOverride | null, render: () => Promise<T>) {
    return renderOverride.run(override, render);
  }

  return { load, withOverride };
}

/** Evaluates one server build file with `require` answering only the shared singletons. */
async function evaluateCommonJs(
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
