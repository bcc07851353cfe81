/**
 * The shell's start scripts on a server-rendered page (issue 9, LCP): the browser paints the
 * server's markup first and runs the scripts after. As `<script defer>` the start script ran as
 * soon as it arrived, in the same moments as the first paint, so the first paint (and with it
 * the lead picture) waited for the evaluation of React DOM and the federation runtime. Now the
 * script is only preloaded where it was (downloaded as before, at the same low priority) and a
 * small inline script, allowed by the response's nonce, adds it once the page's largest paint
 * is on screen: the first contentful paint, and the lead picture's (the `fetchpriority="high"`
 * picture the pages mark) when it is in view and larger than what was painted (it arrives a
 * frame later than the text now and then). A hidden page (a background tab, a prerender) never
 * paints, and a browser without paint timing cannot tell: both start at once; without
 * largest-paint timing the first paint is enough; a page whose paints are not reported starts
 * after `START_FALLBACK_MS` all the same. The lead picture is waited for `LEAD_PICTURE_WAIT_MS`
 * after the first paint at most: on a slow network the page must not stay inert for a picture.
 */

/** The start scripts as Rsbuild writes them into the shell's index.html (`inject: 'body'`). */
const START_SCRIPT = /<script defer src="([^"]+)"><\/script>/g;

/** The longest a visible page waits for its first contentful paint to be reported. */
export const START_FALLBACK_MS = 3000;

/** The longest the start waits for the lead picture once the first paint is on screen. */
export const LEAD_PICTURE_WAIT_MS = 1000;

/**
 * The inline script: appends `sources` in order (`async = false`) once, when the page's first
 * contentful paint and its lead picture's paint (if it is to be the largest) are reported, at
 * once when they cannot be, or after the fallback times.
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
    'const types = PerformanceObserver.supportedEntryTypes ?? [];',
    'if (document.visibilityState !== "visible" || !types.includes("paint")) return start();',
    `setTimeout(start, ${START_FALLBACK_MS});`,
    'const lead = types.includes("largest-contentful-paint")',
    '? document.querySelector(\'#root img[fetchpriority="high"]\') : null;',
    'let painted = false;',
    'let largest = 0;',
    // A picture that failed before this ran gives no more events.
    'let leadDone = lead === null || (lead.complete && lead.naturalWidth === 0);',
    'const inView = () => {',
    'const box = lead.getBoundingClientRect();',
    'const width = Math.min(box.right, innerWidth) - Math.max(box.left, 0);',
    'const height = Math.min(box.bottom, innerHeight) - Math.max(box.top, 0);',
    'return width > 0 && height > 0 ? width * height : 0;',
    '};',
    'const check = () => {',
    'if (painted && (leadDone || inView() <= largest)) start();',
    '};',
    'if (lead !== null) {',
    'lead.addEventListener("error", () => {',
    'leadDone = true;',
    'check();',
    '});',
    'new PerformanceObserver((list) => {',
    'for (const entry of list.getEntries()) {',
    'largest = Math.max(largest, entry.size);',
    'if (entry.element === lead) leadDone = true;',
    '}',
    'check();',
    '}).observe({ type: "largest-contentful-paint", buffered: true });',
    '}',
    'new PerformanceObserver((list, observer) => {',
    'if (list.getEntriesByName("first-contentful-paint").length === 0) return;',
    'observer.disconnect();',
    'painted = true;',
    `if (!leadDone) setTimeout(start, ${LEAD_PICTURE_WAIT_MS});`,
    'check();',
    '}).observe({ type: "paint", buffered: true });',
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
