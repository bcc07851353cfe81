import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig, type RsbuildConfig, rspack } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import type { ExposeConfig } from '../modules/exposed-modules.js';
import { type RemotePackage, toFederationName } from '../remotes/registry.js';
import { SERVER_BUILD_DIR, serverModuleFile } from '../remotes/server-render.js';
import { browserAliases, browserRspackOptions } from './aliases.js';
import { pluginPrecompress } from './precompress.js';
import { serverMinify } from './server-output.js';
import {
  CONTRACTS_VERSION,
  CONTRACTS_ZOD_ENTRY,
  SHARE_STRATEGY,
  SHARED_SINGLETONS,
  type SharedSingletonConfig,
  sharedSingletons,
} from './shared-singletons.js';

export interface RemoteBuildOptions<Remote extends RemotePackage> {
  readonly remote: Remote;
  /** Every exposed key of the contract mapped to its source file; tsc checks the keys. */
  readonly exposes: ExposeConfig<Remote>;
  /** The remote's package.json `dependencies`, for the shared version ranges. */
  readonly dependencies: Readonly<Record<string, string>>;
  /** Port of the standalone dev server. */
  readonly devPort: number;
}

/**
 * The Rsbuild config every remote builds with, so the five stay alike: Module Federation 2 with
 * the shared singletons, `assetPrefix: 'auto'` (chunks load from wherever the manifest was
 * found), the shell's MF runtime in production builds, and a dev server that proxies the api.
 */
export function defineRemoteConfig<Remote extends RemotePackage>(
  options: RemoteBuildOptions<Remote>,
): RsbuildConfig {
  const apiOrigin = process.env.SHOP_API_ORIGIN ?? 'http://localhost:8080';
  const isProduction = process.env.NODE_ENV === 'production';
  const federation: Parameters<typeof pluginModuleFederation>[0] = {
    name: toFederationName(options.remote),
    exposes: { ...options.exposes },
    shared: remoteShared(options.dependencies, isProduction),
    shareStrategy: SHARE_STRATEGY,
    dts: false,
    // Production remotes run inside the shell and use its one MF runtime; a standalone dev
    // server is its own host and needs its own copy.
    experiments: { externalRuntime: isProduction, optimization: { target: 'web' } },
    // The release gate reads which contracts this build compiled in (0006).
    manifest: {
      additionalData: ({ stats }) => {
        Object.assign(stats.metaData, { contractsVersion: CONTRACTS_VERSION });
        return stats;
      },
    },
  };
  return defineConfig({
    plugins: [pluginReact()],
    environments: {
      web: {
        plugins: [
          pluginModuleFederation(federation, { environment: 'web' }),
          ...(isProduction ? [pluginPrecompress('web')] : []),
        ],
        resolve: { alias: browserAliases() },
        tools: { rspack: browserRspackOptions() },
      },
      // The server build (docs/decisions/0012): each exposed module as one CommonJS file in
      // dist/ssr/, with the shared singletons left to the host that renders it, so the shell
      // frame and the page share one React, router, i18next and QueryClient on the server.
      ...(isProduction ? { node: serverEnvironment(options.exposes) } : {}),
    },
    html: { title: `${options.remote} (standalone)` },
    server: {
      port: Number(process.env.PORT ?? options.devPort),
      historyApiFallback: true,
      cors: { origin: '*' },
      proxy: Object.fromEntries(
        ['/api', '/media', '/remotes.json', '/remotes'].map((path) => [path, apiOrigin]),
      ),
    },
    output: {
      assetPrefix: 'auto',
      distPath: { root: 'dist' },
    },
  });
}

/**
 * The shared singletons of a remote. The shell loads every singleton at start but zod, which
 * only forms load (decision 0013): a production remote takes zod from the shell and ships no
 * copy, so the first form on a page cannot make a remote's copy the page's one. A standalone
 * dev server is its own host and keeps its copy.
 */
function remoteShared(
  dependencies: Readonly<Record<string, string>>,
  isProduction: boolean,
): Record<string, SharedSingletonConfig> {
  const shared = sharedSingletons(dependencies);
  const zod = shared[CONTRACTS_ZOD_ENTRY];
  if (!isProduction || !zod) return shared;
  return { ...shared, [CONTRACTS_ZOD_ENTRY]: { ...zod, import: false } };
}

function serverEnvironment(exposes: Readonly<Record<string, string>>) {
  return {
    source: {
      entry: Object.fromEntries(
        Object.entries(exposes).map(([key, file]) => [
          serverModuleFile(key).replace(/\.cjs$/, ''),
          { import: file, html: false },
        ]),
      ),
    },
    output: {
      target: 'node' as const,
      distPath: { root: `dist/${SERVER_BUILD_DIR}` },
      filename: { js: '[name].cjs' },
      module: false,
      minify: serverMinify(),
      legalComments: 'none' as const,
      externals: Object.fromEntries(SHARED_SINGLETONS.map((name) => [name, `commonjs ${name}`])),
    },
    splitChunks: false as const,
    tools: {
      rspack: {
        output: { library: { type: 'commonjs2' }, asyncChunks: false },
        // One file per exposed module: lazy chunks (messages, modals) are inlined, so the
        // host evaluates a single file and needs no chunk loading on the server.
        plugins: [new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
      },
    },
  };
}
