/** An address that leaves the current origin: a scheme and host, or one written `//host`. */
const ABSOLUTE = /^(https?:)?[/\\]{2}/i;

/**
 * A link's address as the page carries it (platform §5): an absolute address on the shop's own
 * host becomes relative, so it navigates client-side; other addresses stay as they are (other
 * hosts normalised). Null for an address that cannot be parsed, e.g. `http://[`.
 */
export function toShopRelative(href: string, shopHost: string): string | null {
  const text = href.trim();
  if (!ABSOLUTE.test(text)) return text;
  let url: URL;
  try {
    url = new URL(text, `https://${shopHost}`);
  } catch {
    return null;
  }
  if (url.host !== shopHost.toLowerCase()) return url.href;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** True for an address of this shop that the router can open without a page load. */
export function isClientRoute(href: string): boolean {
  return href.startsWith('/') && !ABSOLUTE.test(href);
}
