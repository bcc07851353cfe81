import { describe, expect, it } from 'vitest';
import { START_FALLBACK_MS, startAfterFirstPaint, starterSource } from './site.start-scripts.js';

const TAIL =
  '<script id="payload" type="application/json">{}</script>\n' +
  '  <script defer src="/static/js/index.1234abcd.js"></script></body>\n</html>';

type PaintCallback = (
  list: { getEntriesByName(name: string): unknown[] },
  observer: { disconnect(): void },
) => void;

/** Runs the starter against a page whose paints, timers and visibility the test drives. */
function runStarter({
  visibility = 'visible',
  paintTiming = true,
}: {
  visibility?: string;
  paintTiming?: boolean;
} = {}) {
  const appended: string[] = [];
  const observers: { callback: PaintCallback; options?: unknown; disconnected: boolean }[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const document = {
    visibilityState: visibility,
    createElement: () => ({ src: '', async: true }),
    body: {
      append: (script: { src: string; async: boolean }) => {
        expect(script.async).toBe(false);
        appended.push(script.src);
      },
    },
  };
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'navigation'] : ['navigation'];
    private readonly entry: (typeof observers)[number];
    constructor(callback: PaintCallback) {
      this.entry = { callback, disconnected: false };
      observers.push(this.entry);
    }
    observe(options: unknown) {
      this.entry.options = options;
    }
  }
  const setTimeout = (run: () => void, ms: number) => timers.push({ run, ms });
  new Function('document', 'PerformanceObserver', 'setTimeout', starterSource(['/a.js', '/b.js']))(
    document,
    PerformanceObserver,
    setTimeout,
  );
  const paint = (...names: string[]) => {
    for (const observer of observers) {
      const list = { getEntriesByName: (name: string) => names.filter((n) => n === name) };
      observer.callback(list, {
        disconnect: () => {
          observer.disconnected = true;
        },
      });
    }
  };
  return { appended, observers, timers, paint };
}

describe('start scripts after the first paint', () => {
  it('turns the start scripts of a page into low-priority preloads and the starter', () => {
    const html = startAfterFirstPaint(TAIL, 'abc123');
    expect(html).not.toContain('<script defer');
    expect(html).toContain(
      '<link rel="preload" href="/static/js/index.1234abcd.js" as="script" fetchpriority="low">',
    );
    // The starter is the body's last element and carries the response's nonce.
    expect(html).toMatch(/<script nonce="abc123">\(\(\) => \{[\s\S]*\}\)\(\);<\/script><\/body>/);
    expect(html).toContain('["/static/js/index.1234abcd.js"]');
    // The payload stays where it was.
    expect(html.startsWith('<script id="payload" type="application/json">{}</script>')).toBe(true);
  });

  it('leaves a page without start scripts as it is', () => {
    const tail = '<script type="application/json">{}</script></body></html>';
    expect(startAfterFirstPaint(tail, 'abc123')).toBe(tail);
  });

  it('adds the scripts in order once the first contentful paint is reported, and only once', () => {
    const page = runStarter();
    expect(page.appended).toEqual([]);
    expect(page.observers[0]?.options).toEqual({ type: 'paint', buffered: true });
    page.paint('first-paint');
    expect(page.appended).toEqual([]);
    page.paint('first-paint', 'first-contentful-paint');
    expect(page.appended).toEqual(['/a.js', '/b.js']);
    expect(page.observers[0]?.disconnected).toBe(true);
    // The fallback timer finds them started.
    page.timers[0]?.run();
    expect(page.appended).toEqual(['/a.js', '/b.js']);
  });

  it('starts after the fallback time when no paint is reported', () => {
    const page = runStarter();
    expect(page.timers.map((timer) => timer.ms)).toEqual([START_FALLBACK_MS]);
    page.timers[0]?.run();
    expect(page.appended).toEqual(['/a.js', '/b.js']);
  });

  it('starts at once on a hidden page, which never paints', () => {
    const page = runStarter({ visibility: 'hidden' });
    expect(page.appended).toEqual(['/a.js', '/b.js']);
    expect(page.observers).toEqual([]);
  });

  it('starts at once in a browser without paint timing', () => {
    const page = runStarter({ paintTiming: false });
    expect(page.appended).toEqual(['/a.js', '/b.js']);
    expect(page.observers).toEqual([]);
  });
});
