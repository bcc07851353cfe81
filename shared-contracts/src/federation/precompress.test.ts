import { brotliDecompressSync } from 'node:zlib';
import type { RsbuildPluginAPI } from '@rsbuild/core';
import { rspack } from '@rsbuild/core';
import { describe, expect, it } from 'vitest';
import { pluginPrecompress } from './precompress.js';

type Handler = Parameters<RsbuildPluginAPI['processAssets']>[1];

/** Runs the plugin's asset step over the given files, as Rsbuild would at optimize-transfer. */
async function precompress(files: Record<string, string>) {
  let registered: { descriptor: unknown; handler: Handler } | undefined;
  const api = {
    processAssets: (descriptor: unknown, handler: Handler) => {
      registered = { descriptor, handler };
    },
  } as unknown as RsbuildPluginAPI;
  await pluginPrecompress('web').setup(api);
  if (!registered) throw new Error('the plugin registered no asset step');
  const assets = Object.fromEntries(
    Object.entries(files).map(([name, text]) => [name, new rspack.sources.RawSource(text)]),
  );
  const emitted = new Map<string, Buffer>();
  const compilation = {
    getAsset: (name: string) => (assets[name] ? { source: assets[name] } : undefined),
    emitAsset: (name: string, source: { buffer(): Buffer }) => emitted.set(name, source.buffer()),
  };
  await registered.handler({ assets, compilation, sources: rspack.sources } as never);
  return { descriptor: registered.descriptor, emitted };
}

describe('pluginPrecompress', () => {
  it('writes a Brotli copy beside each script, stylesheet and SVG of the browser build', async () => {
    const script = `export const text = "${'a long script '.repeat(200)}";`;
    const { descriptor, emitted } = await precompress({
      'static/js/index.0123abcd.js': script,
      'static/css/index.0123abcd.css': `.a { color: red; }\n`.repeat(100),
      'static/svg/logo.0123abcd.svg': `<svg>${'<g/>'.repeat(400)}</svg>`,
      'static/js/tiny.0123abcd.js': 'x()',
      'mf-manifest.json': JSON.stringify({ padding: 'x'.repeat(4000) }),
      'index.html': `<html>${'<p></p>'.repeat(400)}</html>`,
    });
    expect(descriptor).toEqual({ stage: 'optimize-transfer', environments: ['web'] });
    expect([...emitted.keys()].sort()).toEqual([
      'static/css/index.0123abcd.css.br',
      'static/js/index.0123abcd.js.br',
      'static/svg/logo.0123abcd.svg.br',
    ]);
    const compressed = emitted.get('static/js/index.0123abcd.js.br');
    expect(compressed && brotliDecompressSync(compressed).toString()).toBe(script);
    expect(compressed?.length).toBeLessThan(script.length / 10);
  });
});
