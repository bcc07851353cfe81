// `npm run build -w api`: compiles the api for production (issue 9: no TypeScript compiler at
// run time). One ESM bundle per entry (the server and the CLI) with the api's own code, the
// workspace's shared-contracts and the plain JavaScript packages compiled in (those with
// native code, WebAssembly or on-demand loading are left to Node: RUNTIME_PACKAGES); and each
// migration as a module of its own in dist/migrations/, where the file-based migrator reads
// them as it reads src/db/migrations/ under tsx.
import { readdirSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const migrationsDir = join(apiDir, 'src', 'db', 'migrations');

const migrations = Object.fromEntries(
  readdirSync(migrationsDir)
    .filter((file) => file.endsWith('.ts'))
    .map((file) => [`migrations/${file.replace(/\.ts$/, '')}`, join(migrationsDir, file)]),
);

/**
 * Packages Node loads from node_modules at run time: native code, WebAssembly and data files
 * found next to their own module, worker threads, and what is loaded only on demand. Every
 * other package is compiled into the bundle with the api's own code: Node resolving, reading
 * and linking some two hundred files was 0.4 s of each start (issue 9).
 */
const RUNTIME_PACKAGES = [
  '@electric-sql/pglite',
  '@node-rs/argon2',
  '@zxcvbn-ts/language-common',
  'esbuild',
  'jsdom',
  'pg',
  'sharp',
  'tsx',
];

function isPackage(request) {
  if (request.startsWith('.') || request.startsWith('/') || request.startsWith('node:')) {
    return request.startsWith('node:');
  }
  return RUNTIME_PACKAGES.some((name) => request === name || request.startsWith(`${name}/`));
}

const compiler = rspack({
  mode: 'production',
  context: apiDir,
  target: 'node20',
  entry: {
    server: './src/server.ts',
    cli: './src/cli.ts',
    // The render process's script (docs/decisions/0022), which the server starts.
    'render-worker': './src/modules/server-render/render-worker.ts',
    ...migrations,
  },
  output: {
    path: join(apiDir, 'dist'),
    filename: '[name].js',
    module: true,
    chunkFormat: 'module',
    library: { type: 'module' },
    clean: true,
  },
  experiments: { outputModule: true },
  externalsType: 'module-import',
  externals: [
    ({ request, dependencyType }, callback) => {
      if (!request) return callback();
      // Node's own modules as Node gives them: a bundled CommonJS package's require('assert')
      // wants the function, not an ES namespace.
      if (isBuiltin(request)) {
        return callback(
          undefined,
          request,
          dependencyType === 'commonjs' ? 'node-commonjs' : 'module-import',
        );
      }
      if (isPackage(request)) return callback(undefined, request);
      return callback();
    },
  ],
  resolve: {
    extensions: ['.ts', '.tsx', '.js'],
    // Sources import `./x.js` for `./x.ts`, as Node's ESM wants.
    extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
  },
  module: {
    // `import.meta.url` stays the bundle's own at run time (the api finds its package
    // directory and the migrations from it); `new URL(..., import.meta.url)` is not an asset.
    parser: { javascript: { importMeta: false, url: false } },
    rules: [
      {
        test: /\.tsx?$/,
        loader: 'builtin:swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            target: 'es2022',
            transform: { react: { runtime: 'automatic' } },
          },
        },
        type: 'javascript/auto',
      },
    ],
  },
  optimization: {
    // Minified, with names kept (stack traces and logged errors read the same) and only ASCII
    // in the output: V8 holds a script's source for as long as it runs, in two bytes a character
    // when a single one is outside Latin-1, and the readable bundle took 9 MB of the api's heap.
    minimize: true,
    minimizer: [
      new rspack.SwcJsMinimizerRspackPlugin({
        minimizerOptions: {
          mangle: { keep_classnames: true, keep_fnames: true },
          compress: { keep_classnames: true, keep_fnames: true },
          format: { asciiOnly: true, comments: false },
        },
      }),
    ],
    splitChunks: false,
    runtimeChunk: false,
  },
  plugins: [
    // Fastify names a plugin without a display name by searching `require.cache` for it; in
    // the bundle that is every module of the bundle, searched once per registered route
    // plugin (some 35 ms of each start). Without a cache it takes the function's name, as in a
    // single executable application.
    new rspack.DefinePlugin({ 'require.cache': 'undefined' }),
  ],
  devtool: 'source-map',
  stats: 'errors-warnings',
});

compiler.run((error, stats) => {
  compiler.close(() => undefined);
  if (error || stats?.hasErrors()) {
    process.stderr.write(`${error ?? stats?.toString('errors-only')}\n`);
    process.exitCode = 1;
    return;
  }
  if (stats?.hasWarnings()) process.stderr.write(`${stats.toString('errors-warnings')}\n`);
  process.stdout.write(`api compiled to dist/ in ${stats?.endTime - stats?.startTime} ms\n`);
});
