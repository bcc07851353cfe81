/**
 * Platform §5: the video players an iframe may show, by host, with the one path each embeds a
 * video at. Nothing else (no `www`-less host, no other path, no other scheme or port) passes.
 */
const EMBED_PATHS: ReadonlyMap<string, RegExp> = new Map([
  ['www.youtube.com', /^\/embed\/[A-Za-z0-9_-]+$/],
  ['www.youtube-nocookie.com', /^\/embed\/[A-Za-z0-9_-]+$/],
  ['player.vimeo.com', /^\/video\/[0-9]+$/],
]);

/** An optional plain query (`?start=30`, Vimeo's `?h=5f2a`): no encoded characters. */
const PLAIN_QUERY = /^(\?[A-Za-z0-9_=&-]*)?$/;

/**
 * What an embedded player may use in its frame, the same for every embed: an address cannot
 * ask for the camera, autoplay or payment.
 */
export const EMBED_ALLOW = 'encrypted-media; fullscreen; picture-in-picture';

/**
 * The embed's sandbox: the player runs as its own site (`allow-same-origin` keeps the video
 * platform's origin, never the shop's) and may open its own site in a new tab, but never
 * navigates the shop's page, submits forms or opens dialogs on it.
 */
export const EMBED_SANDBOX =
  'allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox';

/**
 * The address an iframe loads when `src` names a video embed, or null. The address is parsed
 * as the browser would and must already be in that normal form: dot segments, backslashes,
 * tabs, upper-case or default-port spellings change it and are refused, as are user names,
 * other ports, fragments and percent-encoding (`%2f`, `%2e`). Never throws.
 */
export function allowedEmbedAddress(src: string): string | null {
  const text = src.trim();
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.href !== text || url.protocol !== 'https:') return null;
  if (url.username !== '' || url.password !== '' || url.port !== '' || url.hash !== '') {
    return null;
  }
  const path = EMBED_PATHS.get(url.hostname);
  if (!path?.test(url.pathname) || !PLAIN_QUERY.test(url.search)) return null;
  return url.href;
}

/** True when `src` is a video embed an iframe may show (see `allowedEmbedAddress`). */
export function isAllowedEmbed(src: string): boolean {
  return allowedEmbedAddress(src) !== null;
}
