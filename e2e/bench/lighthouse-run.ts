import lighthouse, { type Result } from 'lighthouse';
import { launchDebuggableChromium } from './chromium-debugging';
import type { LighthouseSample } from './lighthouse-metrics';

/** One run's metrics and how fast Lighthouse found the machine it ran on. */
export interface LighthouseRun {
  readonly sample: LighthouseSample;
  /**
   * Lighthouse's benchmark index of the machine (a short CPU test before each run; higher is
   * faster). Simulated blocking time scales with the machine: it tells benches apart.
   */
  readonly benchmarkIndex: number;
}

/**
 * Lighthouse's failures to record a trace, after which it asks to be run again (Chromium now
 * and then starts the trace too late: NO_NAVSTART, about one run in twenty here).
 */
const TRACE_RECORDING_ERRORS: ReadonlySet<string> = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED']);
const ATTEMPTS = 3;

/**
 * One Lighthouse run on a fresh Chromium: the default config, which is the mobile form factor
 * with simulated throttling, performance category only. A run whose trace was not recorded is
 * made again (twice at most); any other failure throws, so a broken bench never reads as a slow
 * page.
 */
export async function runLighthouse(url: string): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await runOnce(url);
    const code = result.runtimeError?.code;
    if (code === undefined || !TRACE_RECORDING_ERRORS.has(code) || attempt === ATTEMPTS) {
      return { sample: sampleOf(result), benchmarkIndex: result.environment.benchmarkIndex };
    }
    process.stderr.write(`Lighthouse did not record ${url} (${code}); running it again\n`);
  }
}

async function runOnce(url: string): Promise<Result> {
  const chromium = await launchDebuggableChromium();
  try {
    const result = await lighthouse(url, {
      port: chromium.port,
      hostname: '127.0.0.1',
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    return result.lhr;
  } finally {
    await chromium.close();
  }
}

function sampleOf(lhr: Result): LighthouseSample {
  if (lhr.runtimeError) {
    throw new Error(`Lighthouse failed on ${lhr.requestedUrl}: ${lhr.runtimeError.message}`);
  }
  const score = lhr.categories.performance?.score;
  if (score === null || score === undefined) {
    throw new Error(`Lighthouse gave ${lhr.requestedUrl} no performance score`);
  }
  return {
    score: Math.round(score * 100),
    fcpMs: numericValue(lhr, 'first-contentful-paint'),
    lcpMs: numericValue(lhr, 'largest-contentful-paint'),
    tbtMs: numericValue(lhr, 'total-blocking-time'),
    cls: numericValue(lhr, 'cumulative-layout-shift'),
    jsKiB: scriptBytes(lhr) / 1024,
  };
}

function numericValue(lhr: Result, auditId: string): number {
  const audit = lhr.audits[auditId];
  if (audit?.numericValue === undefined) {
    throw new Error(
      `Lighthouse could not measure ${auditId}: ${audit?.errorMessage ?? 'no audit'}`,
    );
  }
  return audit.numericValue;
}

interface ResourceRow {
  readonly resourceType?: unknown;
  readonly transferSize?: unknown;
}

/** Transferred bytes of every script, headers included, from the resource summary audit. */
function scriptBytes(lhr: Result): number {
  const details = lhr.audits['resource-summary']?.details;
  const rows = details && 'items' in details ? (details.items as readonly ResourceRow[]) : [];
  const scripts = rows.find((row) => row.resourceType === 'script');
  if (typeof scripts?.transferSize !== 'number') {
    throw new Error(`Lighthouse did not sum the scripts of ${lhr.requestedUrl}`);
  }
  return scripts.transferSize;
}
