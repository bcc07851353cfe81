/** An address that leaves the current origin: a scheme and host, or one written `//host`. */
const ABSOLUTE = /^(https?:)?[/\\]{2}/i;

/** Characters the browser's URL parser deletes wherever they are (so `/\t/host` is `//host`). */
const URL_IGNORED = /[\t\n\r]/g;

/**
 * A link's address as the page carries it (platform §5): an absolute address on the shop's own
 * host becomes relative, so it navigates client-side; other addresses stay as they are (other
 * hosts normalised). Null for an address that cannot be parsed, e.g. `http://[`. Never throws.
 */
export function toShopRelative(href: string, shopHost: string): string | null {
  const text = href.trim().replace(URL_IGNORED, '');
  if (!ABSOLUTE.test(text)) return text;
  let url: URL;
  try {
    url = new URL(text, `https://${shopHost}`);
  } catch {
    return null;
  }
  if (url.host !== shopHost.toLowerCase()) return url.href;
  // `https://shop.fi//evil.test/` has the path `//evil.test/`, which alone would name a host.
  if (url.pathname.startsWith('//')) return url.href;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** True for an address of this shop that the router can open without a page load. */
export function isClientRoute(href: string): boolean {
  return href.startsWith('/') && !ABSOLUTE.test(href);
}
