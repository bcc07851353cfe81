import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import {
  browserAliases,
  browserRspackOptions,
  hostSharedSingletons,
  pluginPrecompress,
  SHARE_STRATEGY,
  serverMinify,
} from '@shop/shared-contracts/federation';
import packageJson from './package.json' with { type: 'json' };

/** The api (default :8080) serves /api, /remotes.json, the remotes and media in development. */
const apiOrigin = process.env.SHOP_API_ORIGIN ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [pluginReact()],
  environments: {
    web: {
      plugins: [
        pluginModuleFederation(
          {
            name: 'shell',
            // No remote is compiled in: the shell reads /remotes.json at start (rule 5).
            remotes: {},
            // Eager: the start scripts the html names carry them (see hostSharedSingletons).
            shared: hostSharedSingletons(packageJson.dependencies),
            shareStrategy: SHARE_STRATEGY,
            dts: false,
            // Remotes are built with externalRuntime and use this one copy of the MF runtime.
            experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
          },
          { environment: 'web' },
        ),
        pluginPrecompress('web'),
      ],
      html: {
        title: 'Outdoor Shop',
        template: './src/index.html',
        favicon: './src/assets/favicon.svg',
        // At the end of the body: the preload scanner meets the server-rendered page's lead
        // picture, styles and page hints in the head before the start scripts (LCP).
        inject: 'body',
      },
      output: { distPath: { root: 'dist' } },
      resolve: { alias: browserAliases() },
      tools: { rspack: browserRspackOptions() },
      // One start script: the federation runtime and the eager singletons (React, the router,
      // i18next, TanStack Query, the bus) in one file compress 2.5 KiB smaller than in three,
      // and the page asks for two requests fewer; they always load together (issue 9). The
      // bootstrap, the messages and what pages load lazily stay chunks of their own.
      performance: { chunkSplit: { strategy: 'all-in-one' } },
    },
    // The server build (docs/decisions/0012): the frame and the page composition for the api's
    // renderer, one CommonJS file with React and the other singletons inside, which it hands
    // to the remotes' server builds.
    node: {
      source: { entry: { server: './src/server/render-page.tsx' } },
      output: {
        target: 'node',
        module: false,
        minify: serverMinify(),
        legalComments: 'none',
        distPath: { root: 'dist/ssr' },
        filename: { js: '[name].cjs' },
      },
      splitChunks: false,
      tools: { rspack: { output: { library: { type: 'commonjs2' }, asyncChunks: false } } },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    historyApiFallback: true,
    proxy: Object.fromEntries(
      ['/api', '/remotes.json', '/remotes', '/media'].map((path) => [path, apiOrigin]),
    ),
  },
});
