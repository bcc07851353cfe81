import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import type { RsbuildPlugin } from '@rsbuild/core';

const compress = promisify(brotliCompress);

/** What the api serves precompressed: scripts, styles and vector images of a browser build. */
const COMPRESSIBLE = /\.(?:js|css|svg)$/;

/** Below this the headers outweigh what compression saves (the api's on-the-fly threshold). */
const MIN_BYTES = 1024;

/**
 * Writes a `.br` beside each script, stylesheet and SVG of the browser build, compressed once at
 * Brotli's highest quality (11), which the api serves to browsers that accept it (decision 0012).
 * Compressing on every request can afford only a fast quality: about 15 % more bytes.
 */
export function pluginPrecompress(environment = 'web'): RsbuildPlugin {
  return {
    name: 'shop:precompress',
    setup(api) {
      api.processAssets(
        { stage: 'optimize-transfer', environments: [environment] },
        async ({ assets, compilation, sources }) => {
          const names = Object.keys(assets).filter((name) => COMPRESSIBLE.test(name));
          await Promise.all(
            names.map(async (name) => {
              const content = compilation.getAsset(name)?.source.buffer();
              if (!content || content.length < MIN_BYTES) return;
              const compressed = await compress(content, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                },
              });
              compilation.emitAsset(`${name}.br`, new sources.RawSource(compressed));
            }),
          );
        },
      );
    },
  };
}
