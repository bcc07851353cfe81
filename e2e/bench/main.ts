// `npm run bench`: serves the built site on a fresh small database, then measures the first
// load of each route kind (bytes, requests, chain depth, message languages), runs Lighthouse on
// issue 9's five key pages, and reports the api's start on its prepared directory and its
// memory afterwards; then the catalogue at 20,000 products (issue 10) and the release swaps
// (issue 14). Prints tables and writes e2e/bench-results/. `npm run bench -- pages`,
// `npm run bench -- catalogue` or `npm run bench -- swap` runs that part alone.
import { benchApi } from './api-start';
import { benchCatalogue } from './catalogue';
import { benchFirstLoad } from './first-load';
import { benchLighthouse } from './lighthouse';
import { benchReleaseSwap } from './release-swap';
import { startSite } from './site-server';

const port = Number(process.env.BENCH_PORT ?? 8282);
const only = ['pages', 'catalogue', 'swap'].find((part) => process.argv.includes(part));
if (!only || only === 'pages') {
  const site = await startSite(port);
  try {
    const isOneLanguagePerRoute = await benchFirstLoad(site.origin);
    await benchLighthouse(site.origin);
    await benchApi(site);
    if (!isOneLanguagePerRoute) process.exitCode = 1;
  } finally {
    await site.stop();
  }
}
if (!only || only === 'catalogue') await benchCatalogue(port);
if (!only || only === 'swap') {
  if (!(await benchReleaseSwap(port))) process.exitCode = 1;
}
