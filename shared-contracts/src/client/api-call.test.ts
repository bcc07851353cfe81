import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rsbuild/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { provideApiFetch } from '../runtime/page-cells.js';
import { apiCall, withClient } from './api-call.js';
import { createApiClient } from './api-client.js';
import * as productApi from './product-calls.js';

const answer = () => new Response(JSON.stringify({ ok: true }));

describe('api calls', () => {
  afterEach(() => provideApiFetch((input, init) => globalThis.fetch(input, init)));

  it('goes through the page fetch the shell provides when called as it is', async () => {
    const pageFetch = vi.fn(async (_input: string, _init?: RequestInit) => answer());
    provideApiFetch(pageFetch);
    const call = apiCall((client) => (slug: string) => client.get(`/api/thing/${slug}/`));
    await expect(call('a')).resolves.toEqual({ ok: true });
    expect(pageFetch.mock.calls[0]?.[0]).toBe('/api/thing/a/');
  });

  it('makes the same call through another client with `with` and `withClient`', async () => {
    const pageFetch = vi.fn(async () => answer());
    provideApiFetch(pageFetch);
    const otherFetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => answer());
    const client = createApiClient({ baseUrl: 'http://shop.test', fetch: otherFetch });
    await productApi.keywordPopup.with(client)({ id: 4, lang: 'fi' });
    const calls = withClient(productApi, client);
    await calls.keywordPopup({ id: 5, lang: 'sv' });
    expect(otherFetch.mock.calls.map(([input]) => String(input))).toEqual([
      'http://shop.test/api/keyword-popup/?id=4&lang=fi',
      'http://shop.test/api/keyword-popup/?id=5&lang=sv',
    ]);
    expect(pageFetch).not.toHaveBeenCalled();
    // Only the calls: the module's query keys are not among them.
    expect(Object.keys(calls)).toContain('productModel');
    expect(Object.keys(calls)).not.toContain('productKeys');
  });
});

describe('a browser bundle', () => {
  let directory: string | undefined;
  afterEach(async () => {
    if (directory) await rm(directory, { recursive: true, force: true });
  });

  it('keeps only the calls it makes', { timeout: 60_000 }, async () => {
    directory = await mkdtemp(join(tmpdir(), 'api-calls-'));
    const instances = fileURLToPath(new URL('../queries/shop-api-instance.ts', import.meta.url));
    const entry = join(directory, 'entry.ts');
    await writeFile(
      entry,
      `import { productApi } from ${JSON.stringify(instances)};\n` +
        `(globalThis as Record<string, unknown>).load = () => productApi.productModel('boot', { taxAreaId: 1, lang: 'fi' });\n`,
    );
    const stats = await new Promise<{ hasErrors(): boolean; toString(): string }>(
      (resolve, reject) =>
        rspack({
          mode: 'production',
          target: 'web',
          entry,
          output: { path: directory, filename: 'bundle.js' },
          resolve: {
            extensions: ['.ts', '.tsx', '.js'],
            extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
          },
          module: {
            rules: [
              {
                test: /\.tsx?$/,
                loader: 'builtin:swc-loader',
                options: { jsc: { parser: { syntax: 'typescript', tsx: true } } },
                type: 'javascript/auto',
              },
            ],
          },
        }).run((error, result) => (error || !result ? reject(error) : resolve(result))),
    );
    expect(stats.hasErrors(), stats.toString()).toBe(false);
    const bundle = await readFile(join(directory, 'bundle.js'), 'utf8');
    expect(bundle).toContain('/api/products/productmodel/');
    // Another call of the same area, and calls of other areas, are left out.
    expect(bundle).not.toContain('/api/product_reviews/');
    expect(bundle).not.toContain('/api/blog/posts/');
    expect(bundle).not.toContain('/api/products/productgroup/');
  });
});
