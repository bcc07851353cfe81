// `npm run bench`: serves the built site on a fresh small database and measures, per route
// kind, the first-load JavaScript (compressed bytes on the wire) and the depth of the request
// chain before the page's main content shows. Prints a table and writes bench-results/.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const PORT = Number(process.env.BENCH_PORT ?? 8282);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ROUTES = [
  { kind: 'front page (mf-content)', path: '/', ready: '[data-testid="home-category"]' },
  { kind: 'catalogue (mf-catalog)', path: '/catalog/', ready: '[data-testid="product-group"]' },
  {
    kind: 'ski wizard (mf-product)',
    path: '/ski-wizard/alpine/',
    ready: '[data-testid="wizard-step"]',
  },
  { kind: 'cart (mf-checkout)', path: '/checkout/', ready: '[data-testid="pickup-store"]' },
  {
    kind: 'complaint (mf-account)',
    path: '/reclamation/',
    ready: '[data-testid="reclamation-store"]',
  },
];

const server = spawn('npm', ['run', 'start', '-w', 'api'], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-bench-')),
    DATABASE_URL: '',
    SEED_PRODUCTS: process.env.SEED_PRODUCTS ?? '200',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
});

try {
  await waitForServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const results = [];
  for (const route of ROUTES) results.push(await measure(browser, route));
  await browser.close();
  printTable(results);
  mkdirSync('bench-results', { recursive: true });
  writeFileSync(join('bench-results', 'first-load.json'), `${JSON.stringify(results, null, 2)}\n`);
} finally {
  process.kill(-server.pid, 'SIGTERM');
}

async function waitForServer() {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`${ORIGIN}/remotes.json`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the api did not start');
}

/** One cold load: every request with its initiator, until the route's main content shows. */
async function measure(browser, route) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', ({ requestId, request, initiator, type }) => {
    requests.set(requestId, {
      url: request.url,
      type,
      initiator: initiatorUrl(initiator),
      bytes: 0,
    });
  });
  cdp.on('Network.responseReceived', ({ requestId, type }) => {
    const entry = requests.get(requestId);
    if (entry) entry.type = type;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const entry = requests.get(requestId);
    if (entry) entry.bytes = encodedDataLength;
  });
  await page.goto(`${ORIGIN}${route.path}`);
  await page.waitForSelector(route.ready);
  const all = [...requests.values()];
  const depth = chainDepth(all, `${ORIGIN}${route.path}`);
  const scripts = all.filter((entry) => entry.type === 'Script');
  await context.close();
  return {
    kind: route.kind,
    path: route.path,
    jsKiB: round(scripts.reduce((sum, entry) => sum + entry.bytes, 0) / 1024),
    jsRequests: scripts.length,
    requests: all.length,
    chainDepth: depth,
  };
}

function initiatorUrl(initiator) {
  if (initiator.url) return initiator.url;
  const frames = initiator.stack?.callFrames ?? [];
  const frame =
    frames.find((candidate) => candidate.url) ?? initiator.stack?.parent?.callFrames?.[0];
  return frame?.url;
}

/** Longest chain of requests where each was started by the previous one's response. */
function chainDepth(entries, documentUrl) {
  const byUrl = new Map(entries.map((entry) => [entry.url, entry]));
  const memo = new Map();
  const depthOf = (entry, seen = new Set()) => {
    if (entry.url === documentUrl) return 1;
    if (memo.has(entry.url)) return memo.get(entry.url);
    const parent = entry.initiator ? byUrl.get(entry.initiator) : undefined;
    const depth =
      parent && !seen.has(parent.url) ? depthOf(parent, new Set([...seen, entry.url])) + 1 : 2;
    memo.set(entry.url, depth);
    return depth;
  };
  return Math.max(...entries.map((entry) => depthOf(entry)));
}

function round(value) {
  return Math.round(value * 10) / 10;
}

function printTable(results) {
  const header = [
    'route kind',
    'path',
    'first-load JS (KiB, compressed)',
    'JS requests',
    'all requests',
    'chain depth',
  ];
  const rows = results.map((r) => [
    r.kind,
    r.path,
    String(r.jsKiB),
    String(r.jsRequests),
    String(r.requests),
    String(r.chainDepth),
  ]);
  const widths = header.map((title, index) =>
    Math.max(title.length, ...rows.map((row) => row[index].length)),
  );
  const line = (cells) => cells.map((cell, index) => cell.padEnd(widths[index])).join('  ');
  process.stdout.write(
    `\n${line(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}\n`,
  );
  for (const row of rows) process.stdout.write(`${line(row)}\n`);
}
