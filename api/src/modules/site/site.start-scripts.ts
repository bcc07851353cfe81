/**
 * The shell's start scripts on a server-rendered page (issue 9, LCP): the browser paints the
 * server's markup first and runs the scripts after. As `<script defer>` the start script ran as
 * soon as it arrived, in the same moments as the first paint, so the first paint (and with it
 * the lead picture) waited for the evaluation of React DOM and the federation runtime. Now the
 * script is only preloaded where it was (downloaded as before, at the same low priority) and a
 * small inline script, allowed by the response's nonce, adds it once the first contentful paint
 * is on screen. A hidden page (a background tab, a prerender) never paints, and a browser
 * without paint timing cannot tell: both start at once; a page whose paint is not reported
 * starts after `START_FALLBACK_MS` all the same.
 */

/** The start scripts as Rsbuild writes them into the shell's index.html (`inject: 'body'`). */
const START_SCRIPT = /<script defer src="([^"]+)"><\/script>/g;

/** The longest a visible page waits for its first contentful paint to be reported. */
export const START_FALLBACK_MS = 3000;

/**
 * The inline script: appends `sources` in order (`async = false`) once, on the first
 * contentful paint, at once when that cannot come, or after the fallback time.
 */
export function starterSource(sources: readonly string[]): string {
  return [
    '(() => {',
    'let started = false;',
    'const start = () => {',
    'if (started) return;',
    'started = true;',
    `for (const src of ${JSON.stringify(sources)}) {`,
    'const script = document.createElement("script");',
    'script.src = src;',
    'script.async = false;',
    'document.body.append(script);',
    '}',
    '};',
    'if (document.visibilityState !== "visible" ||',
    '!PerformanceObserver.supportedEntryTypes?.includes("paint")) return start();',
    'new PerformanceObserver((list, observer) => {',
    'if (list.getEntriesByName("first-contentful-paint").length === 0) return;',
    'observer.disconnect();',
    'start();',
    '}).observe({ type: "paint", buffered: true });',
    `setTimeout(start, ${START_FALLBACK_MS});`,
    '})();',
  ].join('\n');
}

/**
 * The end of the shell's page (from the root element on) with its start scripts turned into
 * preloads and the starter. Unchanged when it names no start script.
 */
export function startAfterFirstPaint(tail: string, nonce: string): string {
  const sources: string[] = [];
  const preloaded = tail.replace(START_SCRIPT, (_tag, src: string) => {
    sources.push(src);
    // The deferred script's own priority: the lead picture and the page's styles go first.
    return `<link rel="preload" href="${src}" as="script" fetchpriority="low">`;
  });
  if (sources.length === 0) return tail;
  const starter = `<script nonce="${nonce}">${starterSource(sources)}</script>`;
  return preloaded.replace(/<\/body>/i, () => `${starter}</body>`);
}
