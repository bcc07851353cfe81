import type { BrowserContext, Page } from '@playwright/test';
import type { RequestRecord } from './chain-depth';

interface Initiator {
  readonly url?: string;
  readonly stack?: { readonly callFrames: ReadonlyArray<{ readonly url: string }> };
}

/**
 * Records every request of the page from now on, with its initiator and the bytes it took on
 * the wire, with the cache off so each load is cold. Call the returned function to read them.
 */
export async function recordRequests(
  context: BrowserContext,
  page: Page,
): Promise<() => RequestRecord[]> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const requests = new Map<string, RequestRecord>();
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
  return () => [...requests.values()];
}

function initiatorUrl(initiator: Initiator): string | undefined {
  return initiator.url ?? initiator.stack?.callFrames.find((frame) => frame.url)?.url;
}
