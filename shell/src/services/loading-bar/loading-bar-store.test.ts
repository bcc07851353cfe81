import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoadingBar } from './loading-bar-store';

describe('loading bar (platform §2 page loading bar, §9 defaults)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('never shows for a load shorter than the 200 ms throttle', () => {
    const bar = createLoadingBar();
    const listener = vi.fn();
    bar.subscribe(listener);
    bar.start();
    vi.advanceTimersByTime(199);
    bar.finish();
    vi.advanceTimersByTime(5_000);
    expect(listener).not.toHaveBeenCalled();
    expect(bar.current()).toEqual({ isVisible: false, progress: 0, isError: false });
  });

  it('shows after the throttle and estimates the progress over about 2 s', () => {
    const bar = createLoadingBar();
    bar.start();
    vi.advanceTimersByTime(200);
    expect(bar.current().isVisible).toBe(true);
    const early = bar.current().progress;
    vi.advanceTimersByTime(1_800);
    const late = bar.current().progress;
    expect(early).toBeGreaterThan(0);
    expect(late).toBeGreaterThan(90);
    vi.advanceTimersByTime(60_000);
    expect(bar.current().progress).toBeLessThan(100);
  });

  it('finishes at 100, hides after 500 ms and resets to 0 400 ms later', () => {
    const bar = createLoadingBar();
    bar.start();
    vi.advanceTimersByTime(1_000);
    bar.finish();
    expect(bar.current()).toEqual({ isVisible: true, progress: 100, isError: false });
    vi.advanceTimersByTime(499);
    expect(bar.current().isVisible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(bar.current()).toEqual({ isVisible: false, progress: 100, isError: false });
    vi.advanceTimersByTime(400);
    expect(bar.current()).toEqual({ isVisible: false, progress: 0, isError: false });
  });

  it('fills in the error colour on error, then hides and resets the same way', () => {
    const bar = createLoadingBar();
    bar.start();
    bar.error();
    expect(bar.current()).toEqual({ isVisible: true, progress: 100, isError: true });
    vi.advanceTimersByTime(900);
    expect(bar.current()).toEqual({ isVisible: false, progress: 0, isError: false });
  });

  it('continues at once when a new load starts while the bar is still shown', () => {
    const bar = createLoadingBar();
    bar.start();
    vi.advanceTimersByTime(300);
    bar.finish();
    bar.start();
    expect(bar.current()).toMatchObject({ isVisible: true, isError: false });
    expect(bar.current().progress).toBeLessThan(100);
    vi.advanceTimersByTime(5_000);
    expect(bar.current().isVisible).toBe(true);
  });

  it('takes other timings, and has the §9 defaults', () => {
    const bar = createLoadingBar({ throttleMs: 0, hideDelayMs: 10, resetDelayMs: 10 });
    expect(bar.options).toMatchObject({ durationMs: 2000, heightPx: 3, throttleMs: 0 });
    expect(createLoadingBar().options).toMatchObject({
      durationMs: 2000,
      throttleMs: 200,
      hideDelayMs: 500,
      resetDelayMs: 400,
      heightPx: 3,
    });
    bar.start();
    vi.advanceTimersByTime(0);
    bar.finish();
    vi.advanceTimersByTime(20);
    expect(bar.current().progress).toBe(0);
  });
});
