import { describe, expect, it } from 'vitest';
import {
  LEAD_PICTURE_WAIT_MS,
  START_FALLBACK_MS,
  startAfterFirstPaint,
  starterSource,
} from './site.start-scripts.js';

const TAIL =
  '<script id="payload" type="application/json">{}</script>\n' +
  '  <script defer src="/static/js/index.1234abcd.js"></script></body>\n</html>';

interface Entry {
  readonly name?: string;
  readonly size?: number;
  readonly element?: unknown;
}

interface Observer {
  type?: string;
  disconnected: boolean;
  callback(
    list: { getEntries(): Entry[]; getEntriesByName(name: string): Entry[] },
    observer: { disconnect(): void },
  ): void;
}

/** A lead picture of `width` × `height` CSS pixels at the top of a 400 × 800 viewport. */
function leadPicture({ width = 400, height = 500, failed = false } = {}) {
  const listeners: Record<string, () => void> = {};
  return {
    complete: failed,
    naturalWidth: failed ? 0 : 960,
    getBoundingClientRect: () => ({ left: 0, top: 100, right: width, bottom: 100 + height }),
    addEventListener: (type: string, listener: () => void) => {
      listeners[type] = listener;
    },
    fire: (type: string) => listeners[type]?.(),
  };
}

/** Runs the starter against a page whose paints, timers and visibility the test drives. */
function runStarter({
  visibility = 'visible',
  entryTypes = ['paint', 'largest-contentful-paint', 'navigation'],
  lead = null as ReturnType<typeof leadPicture> | null,
} = {}) {
  const appended: string[] = [];
  const observers: Observer[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const document = {
    visibilityState: visibility,
    querySelector: (selector: string) => {
      expect(selector).toBe('#root img[fetchpriority="high"]');
      return lead;
    },
    createElement: () => ({ src: '', async: true }),
    body: {
      append: (script: { src: string; async: boolean }) => {
        expect(script.async).toBe(false);
        appended.push(script.src);
      },
    },
  };
  class PerformanceObserver {
    static supportedEntryTypes = entryTypes;
    private readonly entry: Observer;
    constructor(callback: Observer['callback']) {
      this.entry = { callback, disconnected: false };
      observers.push(this.entry);
    }
    observe({ type, buffered }: { type: string; buffered: boolean }) {
      expect(buffered).toBe(true);
      this.entry.type = type;
    }
  }
  const setTimeout = (run: () => void, ms: number) => timers.push({ run, ms });
  new Function(
    'document',
    'PerformanceObserver',
    'setTimeout',
    'innerWidth',
    'innerHeight',
    starterSource(['/a.js', '/b.js']),
  )(document, PerformanceObserver, setTimeout, 400, 800);
  const report = (type: string, entries: Entry[]) => {
    for (const observer of observers.filter((o) => o.type === type && !o.disconnected)) {
      observer.callback(
        {
          getEntries: () => entries,
          getEntriesByName: (name) => entries.filter((entry) => entry.name === name),
        },
        {
          disconnect: () => {
            observer.disconnected = true;
          },
        },
      );
    }
  };
  return {
    appended,
    observers,
    timers,
    paint: (...names: string[]) =>
      report(
        'paint',
        names.map((name) => ({ name })),
      ),
    largestPaint: (size: number, element: unknown = {}) =>
      report('largest-contentful-paint', [{ size, element }]),
  };
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
    page.paint('first-paint');
    expect(page.appended).toEqual([]);
    page.paint('first-paint', 'first-contentful-paint');
    expect(page.appended).toEqual(['/a.js', '/b.js']);
    expect(page.observers.find((o) => o.type === 'paint')?.disconnected).toBe(true);
    // The fallback timer finds them started.
    page.timers[0]?.run();
    expect(page.appended).toEqual(['/a.js', '/b.js']);
  });

  it('waits for the lead picture when it is to be the largest paint', () => {
    const lead = leadPicture();
    const page = runStarter({ lead });
    // The heading painted first; the picture (400 × 500 in view) is larger.
    page.largestPaint(23_000);
    page.paint('first-contentful-paint');
    expect(page.appended).toEqual([]);
    page.largestPaint(200_000, lead);
    expect(page.appended).toEqual(['/a.js', '/b.js']);
  });

  it('starts with the first paint when the lead picture is in it', () => {
    const lead = leadPicture();
    const page = runStarter({ lead });
    page.largestPaint(200_000, lead);
    page.paint('first-contentful-paint');
    expect(page.appended).toEqual(['/a.js', '/b.js']);
  });

  it('does not wait for a lead picture smaller than what was painted, or out of view', () => {
    const small = runStarter({ lead: leadPicture({ width: 100, height: 100 }) });
    small.largestPaint(23_000);
    small.paint('first-contentful-paint');
    expect(small.appended).toEqual(['/a.js', '/b.js']);
    const below = runStarter({ lead: leadPicture({ height: -200 }) });
    below.largestPaint(1_000);
    below.paint('first-contentful-paint');
    expect(below.appended).toEqual(['/a.js', '/b.js']);
  });

  it('does not wait for a lead picture that failed, before or after the starter ran', () => {
    const failed = runStarter({ lead: leadPicture({ failed: true }) });
    failed.paint('first-contentful-paint');
    expect(failed.appended).toEqual(['/a.js', '/b.js']);
    const lead = leadPicture();
    const failing = runStarter({ lead });
    failing.paint('first-contentful-paint');
    expect(failing.appended).toEqual([]);
    lead.fire('error');
    expect(failing.appended).toEqual(['/a.js', '/b.js']);
  });

  it('starts after the fallback time when no paint is reported', () => {
    const page = runStarter({ lead: leadPicture() });
    expect(page.timers.map((timer) => timer.ms)).toEqual([START_FALLBACK_MS]);
    page.timers[0]?.run();
    expect(page.appended).toEqual(['/a.js', '/b.js']);
  });

  it('waits for a slow lead picture a limited time after the first paint', () => {
    const page = runStarter({ lead: leadPicture() });
    page.largestPaint(23_000);
    page.paint('first-contentful-paint');
    expect(page.appended).toEqual([]);
    expect(page.timers.map((timer) => timer.ms)).toEqual([START_FALLBACK_MS, LEAD_PICTURE_WAIT_MS]);
    page.timers[1]?.run();
    expect(page.appended).toEqual(['/a.js', '/b.js']);
  });

  it('starts at once on a hidden page, which never paints', () => {
    const page = runStarter({ visibility: 'hidden' });
    expect(page.appended).toEqual(['/a.js', '/b.js']);
    expect(page.observers).toEqual([]);
  });

  it('starts at once in a browser without paint timing', () => {
    const page = runStarter({ entryTypes: ['navigation'] });
    expect(page.appended).toEqual(['/a.js', '/b.js']);
    expect(page.observers).toEqual([]);
  });

  it('goes by the first paint alone in a browser without largest-paint timing', () => {
    const page = runStarter({ entryTypes: ['paint'], lead: leadPicture() });
    page.paint('first-contentful-paint');
    expect(page.appended).toEqual(['/a.js', '/b.js']);
  });
});
