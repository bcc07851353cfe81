// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, type RenderedPage, render } from '../../test-support/render';
import { useOrderStatusPolling } from './api';
import { MAX_POLLS, POLL_INTERVAL_MS } from './process-poll';

const SLUG = '1000101/abcdefghijklmnopqrstuvwxyz012345';
const status = (outcome: string) => ({
  orderNumber: '1000101',
  status: 'processing',
  paymentState: outcome === 'ok' ? 'paid' : 'pending',
  outcome,
});

function Polling({ slug }: { readonly slug: string | null }) {
  const step = useOrderStatusPolling(slug);
  return <p data-step={step.kind}>{step.kind === 'go' ? step.outcome : ''}</p>;
}

let page: RenderedPage | undefined;
const fetchMock = vi.fn<typeof fetch>();
const step = () => page?.container.querySelector('p')?.dataset.step;
// Past each poll by a little, so the answer of the poll due at that moment has arrived too.
const wait = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms + 50);
  });

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  page?.unmount();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('useOrderStatusPolling', () => {
  it(`asks every ${POLL_INTERVAL_MS} ms until the payment settles, then stops`, async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(status('pending')))
      .mockResolvedValueOnce(jsonResponse(status('pending')))
      .mockResolvedValue(jsonResponse(status('ok')));
    page = await render(<Polling slug={SLUG} />);
    await wait(0);
    expect(step()).toBe('wait');
    await wait(POLL_INTERVAL_MS * 2);
    expect(step()).toBe('go');
    expect(page.text('p')).toBe('ok');
    await wait(POLL_INTERVAL_MS * 5);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('keeps polling through a failed request and gives up after the last poll', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse({ message: 'down' }, 503))
      .mockResolvedValue(jsonResponse(status('pending')));
    page = await render(<Polling slug={SLUG} />);
    await wait(POLL_INTERVAL_MS * (MAX_POLLS + 5));
    expect(step()).toBe('slow');
    expect(fetchMock).toHaveBeenCalledTimes(MAX_POLLS);
  });

  it('stops at once for an order that does not exist', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'order not found' }, 404));
    page = await render(<Polling slug={SLUG} />);
    await wait(POLL_INTERVAL_MS * 3);
    expect(step()).toBe('unknown');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks nothing without a slug', async () => {
    page = await render(<Polling slug={null} />);
    await wait(POLL_INTERVAL_MS * 3);
    expect(step()).toBe('unknown');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
