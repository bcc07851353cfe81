import lighthouse, { type Result } from 'lighthouse';
import { launchDebuggableChromium } from './chromium-debugging';
import type { LighthouseSample } from './lighthouse-metrics';

/**
 * One Lighthouse run on a fresh Chromium: the default config, which is the mobile form factor
 * with simulated throttling, performance category only. Throws when Lighthouse cannot measure
 * the page, so a broken bench never reads as a slow page.
 */
export async function runLighthouse(url: string): Promise<LighthouseSample> {
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
    return sampleOf(result.lhr);
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
